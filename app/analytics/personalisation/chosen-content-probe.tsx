import {useEffect} from 'react'
import {usePersonalisedContent, type PersonalisedContent} from './use-personalised-content'

export interface ChosenContentRequest {
    campaign: string
    pageType: Parameters<typeof usePersonalisedContent>[1]
    location: string
    /** The field of the variation's data that holds the content key. */
    field: string
    fallback: string
}

/** Asks the personalisation service for a content key and hands the answer up; renders nothing. */
const ChosenContentProbe = ({
    request,
    onChosen
}: {
    request: ChosenContentRequest
    /** The answer, with the request's fallback it answers (so a page can tell a stale answer). */
    onChosen: (chosen: PersonalisedContent, forFallback: string) => void
}) => {
    const {campaign, pageType, location, field, fallback} = request
    const {key, decisionId} = usePersonalisedContent(campaign, pageType, location, field, fallback)
    useEffect(
        () => onChosen(decisionId ? {key, decisionId} : {key}, fallback),
        [key, decisionId, fallback, onChosen]
    )
    return null
}

export default ChosenContentProbe
