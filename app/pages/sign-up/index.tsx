import {ContentRoutePage} from '../../components/content-page-layout'
import type {SignUpForm} from '../../content/model'
import type {SiteCountry} from '../../region/types'
import {isRestrictedToUk} from '../../rules/content/content-keys'
import {useSite} from '../../site/site-context'
import NotFound from '../not-found'
import {SignUpLayout} from './sign-up-layout'

/**
 * "Pages flagged UK-only show not-found to visitors outside GB" (spec 001 §2.5). The visitor's country is the
 * site they are on, so the cached page is the same for everyone who asks for that URL.
 */
const SignUpPageBody = ({form, preview}: {form: SignUpForm; preview: boolean}) => {
    const {site} = useSite()
    if (isRestrictedToUk(form.onlyForUK, site.country as SiteCountry)) return <NotFound />
    return <SignUpLayout form={form} noindex={preview} />
}

/**
 * Route 'sign-up' (/sign-up/{key}, /strava-challenge, /rphm, /customersurvey): the CMS form at the path's key
 * (the path minus its leading slash), its success view replacing it after submit.
 */
const SignUpPage = () => (
    <ContentRoutePage<SignUpForm> rule="sign-up">
        {(form, preview) => <SignUpPageBody form={form} preview={preview} />}
    </ContentRoutePage>
)

export default SignUpPage
