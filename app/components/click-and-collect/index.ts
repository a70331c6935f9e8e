export {StoreSearch, type StoreSearchProps} from './store-search'
export {CollectionForm, type CollectionFormProps} from './collection-form'
export {ChosenStore} from './chosen-store'
export {collectMessages} from './messages'
