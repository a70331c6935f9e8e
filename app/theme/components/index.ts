export {Button} from './button'
export {FormLabel, Input, Select, Textarea} from './field'
export {Drawer, Modal} from './overlay'
export {Badge, Heading, Link} from './typography'
