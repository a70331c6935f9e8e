import {useState, type ReactNode} from 'react'
import loadable from '@loadable/component'
import {useConsentSnapshot} from '../../engagement/consent/use-consent-snapshot'
import {isFeatureAllowed} from '../../rules/engagement/consent'
import type {ChosenContentRequest} from './chosen-content-probe'
import type {PersonalisedContent} from './use-personalised-content'

const ChosenContentProbe = loadable(
    () => import(/* webpackChunkName: "personalisation-probe" */ './chosen-content-probe'),
    {ssr: false}
)

/**
 * usePersonalisedContent for a page's first load: the service's choice is asked by a small component loaded
 * only once the shopper allows personalisation, so a page whose shoppers mostly see the standard content does
 * not carry the choosing code. Render `probe` anywhere in the page. Until (and unless) the service chooses, the
 * key is the fallback.
 */
export const useChosenContent = (request: ChosenContentRequest): PersonalisedContent & {probe: ReactNode} => {
    const {loaded, groups} = useConsentSnapshot()
    const allowed =
        typeof window !== 'undefined' && loaded && isFeatureAllowed('personalisationService', groups)
    // Kept with the request it answers: after a move to another category, the old choice no longer applies.
    const [answer, setAnswer] = useState<{for: string; chosen: PersonalisedContent}>()
    const [onChosen] = useState(
        () => (chosen: PersonalisedContent, forFallback: string) => setAnswer({for: forFallback, chosen})
    )
    const chosen = answer?.for === request.fallback ? answer.chosen : {key: request.fallback}
    return {
        ...chosen,
        probe: allowed ? <ChosenContentProbe request={request} onChosen={onChosen} /> : null
    }
}
