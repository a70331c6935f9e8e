import {Button, type ButtonProps} from '@chakra-ui/react'
import {Link as RouterLink} from 'react-router-dom'
import {useSite} from '../../site/site-context'

/** A call to action that navigates (a link styled as the brand's button), with the site prefix applied. */
export const ButtonLink = ({href, ...props}: Omit<ButtonProps, 'as'> & {href: string}) => {
    const {buildUrl} = useSite()
    return <Button as={RouterLink} to={buildUrl(href)} {...props} />
}
