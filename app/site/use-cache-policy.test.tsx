import {renderHook} from '@testing-library/react'
import {useCachePolicy, type CachePolicy} from './use-cache-policy'

const mockResponse = {headersSent: false, set: jest.fn(), status: jest.fn()}
jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({
    useServerContext: () => ({res: mockResponse})
}))

test.each<[CachePolicy, string]>([
    // "content cache control public, max-age 600, s-maxage 3600" (spec 001 §9).
    ['content', 'public, max-age=600, s-maxage=3600'],
    // Catalogue pages keep their own policy.
    ['catalogue', 'public, max-age=0, s-maxage=900, stale-while-revalidate=3600'],
    ['private', 'private, no-store']
])('%s pages send %s', (policy, header) => {
    renderHook(() => useCachePolicy(policy))
    expect(mockResponse.set).toHaveBeenLastCalledWith('Cache-Control', header)
})
