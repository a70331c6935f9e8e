import {Box, Flex} from '@chakra-ui/react'
import {ResponsiveImage, isCmsImage} from '../../components/image'
import {BRAND_NAME, PageHead} from '../../components/seo/page-head'
import {RegionlessCanonical} from '../../components/content-page-layout'
import {SignUpForm} from '../../components/sign-up-form'
import type {SignUpForm as SignUpFormModel} from '../../content/model'
import {stripHtml} from '../../content/html/strip-html'

/** The page title: the form's own opening heading, as plain text. */
export const signUpTitle = (form: SignUpFormModel): string | undefined => {
    const heading = /<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/i.exec(form.formCopy?.start ?? '')?.[1]
    return heading ? stripHtml(heading).trim() || undefined : undefined
}

/**
 * A sign-up page: the campaign picture beside the form on wider screens (above it on phones, shorter), the
 * brand logo over the form, and a canonical link without the region prefix (spec 001 §2.5).
 */
export const SignUpLayout = ({form, noindex}: {form: SignUpFormModel; noindex?: boolean}) => {
    const image = form.media?.image
    const overlay = form.overlay
    return (
        <Flex direction={{base: 'column', md: 'row'}} maxW="shell" mx="auto" minH={{md: '640px'}}>
            <PageHead title={signUpTitle(form)} noindex={noindex} />
            <RegionlessCanonical />
            {isCmsImage(image) ? (
                <Box
                    position="relative"
                    flex={{md: '1 1 50%'}}
                    h={{base: '240px', md: 'auto'}}
                    overflow="hidden"
                >
                    <ResponsiveImage
                        source={image}
                        mobileSource={
                            isCmsImage(form.media?.imageMobile) ? form.media?.imageMobile : undefined
                        }
                        alt={form.media?.imageAltText ?? ''}
                        fill
                        ratio={{base: 1.6, md: 0.8}}
                        sizes="(min-width: 768px) 50vw, 100vw"
                        priority
                    />
                    {overlay?.colour ? (
                        <Box
                            position="absolute"
                            inset={0}
                            bg={overlay.colour}
                            opacity={overlay.opacity ?? 0}
                        />
                    ) : null}
                </Box>
            ) : null}
            <Box flex={{md: '1 1 50%'}} px={{base: 5, md: 12, lg: 20}} py={{base: 10, md: 16}}>
                <Box maxW="480px" mx="auto">
                    {isCmsImage(form.logo) ? (
                        <Box w="120px" mx="auto" mb={8}>
                            <ResponsiveImage
                                source={form.logo}
                                alt={BRAND_NAME}
                                width={400}
                                height={120}
                                fit="contain"
                                widths={[240, 400]}
                                sizes="120px"
                            />
                        </Box>
                    ) : null}
                    <SignUpForm form={form} />
                </Box>
            </Box>
        </Flex>
    )
}
