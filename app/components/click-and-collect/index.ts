export {StoreSearch} from './store-search'
export {CollectionForm} from './collection-form'
export {ChosenStore} from './chosen-store'
