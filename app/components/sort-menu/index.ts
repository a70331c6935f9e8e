export {SortMenu} from './sort-menu'
