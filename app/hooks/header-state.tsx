import {createContext, useContext, type ReactNode} from 'react'
import {useScrolledPast} from './use-scrolled-past'

interface HeaderState {
    /** The page is scrolled past 15px: the header shows its raised (shadowed) state. */
    scrolled: boolean
}

const HeaderStateContext = createContext<HeaderState>({scrolled: false})

/** Page-wide header state, shared so sticky page parts (filters, summaries) can line up with the header. */
export const HeaderStateProvider = ({children}: {children: ReactNode}) => {
    const scrolled = useScrolledPast()
    return <HeaderStateContext.Provider value={{scrolled}}>{children}</HeaderStateContext.Provider>
}

export const useHeaderState = () => useContext(HeaderStateContext)
