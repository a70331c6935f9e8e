import {useCallback, type MouseEvent} from 'react'
import {useSite} from '../../site/site-context'

/**
 * A click handler for an area holding the personalisation service's chosen content: a click on one of its
 * links or buttons is reported as the decision's engagement (spec 001 §7.3, "POST engagement collect (type
 * and slotId or decisionId)"), which is how the service learns which variation works. Nothing is sent for
 * content the service did not choose, and the report never holds up the click.
 */
export const useEngagementClicks = (decisionId: string | undefined) => {
    const {config} = useSite()
    const endpoint = config.app.personalisation.endpoint
    return useCallback(
        (event: MouseEvent) => {
            if (!decisionId || !(event.target instanceof Element) || !event.target.closest('a, button'))
                return
            void import(/* webpackChunkName: "personalisation-choose" */ './choose').then(
                ({reportEngagement}) => reportEngagement(endpoint, {decisionId}),
                () => undefined
            )
        },
        [decisionId, endpoint]
    )
}
