export {sortLabel, type SortOption} from './sort-labels'
export {SortMenu, type SortMenuProps} from './sort-menu'
