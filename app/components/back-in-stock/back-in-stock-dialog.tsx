import {useCallback, useEffect, useRef, useState} from 'react'
import {
    Button,
    Modal,
    ModalBody,
    ModalCloseButton,
    ModalContent,
    ModalHeader,
    ModalOverlay,
    Text
} from '@chakra-ui/react'
import {useCustomer, useCustomerId, useCustomerType} from '@salesforce/commerce-sdk-react'
import {useIntl} from 'react-intl'
import {pushDataLayerEvent} from '../../analytics/data-layer'
import {useBackInStock} from '../../commerce/catalog/use-back-in-stock'
import {useSite} from '../../site/site-context'
import {BackInStockForm} from './back-in-stock-form'
import {backInStockMessages} from './messages'

export interface BackInStockDialogProps {
    isOpen: boolean
    onClose: () => void
    /** The variant (or colour) the shopper wants to hear about. */
    productId: string
    productName: string
}

type View = 'form' | 'thanks' | 'reminder'

/**
 * Spec 001 §4.5: 'EMAIL ME' form -> 'THANK YOU' once the server reports success. A registered shopper's email
 * is filled in and locked; one who already has a mail subscription simply gets the reminder confirmation and
 * the request goes out by itself. A failure keeps the form open for another try; closing without submitting is
 * tracked.
 */
const BackInStockDialog = ({isOpen, onClose, productId, productName}: BackInStockDialogProps) => {
    const intl = useIntl()
    const {site} = useSite()
    const {isRegistered} = useCustomerType()
    const customerId = useCustomerId()
    const customer = useCustomer(
        {parameters: {customerId: customerId ?? ''}},
        {enabled: isRegistered && Boolean(customerId)}
    )
    const email = isRegistered ? customer.data?.email : undefined
    const subscribed =
        isRegistered && (customer.data as {c_subscribeMail?: boolean} | undefined)?.c_subscribeMail === true
    const request = useBackInStock()
    const [view, setView] = useState<View>('form')
    const [failed, setFailed] = useState(false)
    const submitted = useRef(false)

    const send = useCallback(
        async (recipientEmail: string, next: View) => {
            submitted.current = true
            setFailed(false)
            const outcome = await request.mutateAsync({
                recipientEmail,
                bisnProductId: productId,
                subscribeMail: subscribed,
                selectedCountry: site.country
            })
            if (outcome === 'success') return setView(next)
            // A failed automatic request falls back to the (locked) form, so the shopper can try again.
            if (outcome === 'failed') {
                setFailed(true)
                setView('form')
            }
            return undefined
        },
        [request, productId, subscribed, site.country]
    )

    // Already subscribed: confirm straight away and send the request without asking.
    const autoSent = useRef(false)
    useEffect(() => {
        if (!isOpen || !subscribed || !email || autoSent.current) return
        autoSent.current = true
        setView('reminder')
        void send(email, 'reminder')
    }, [isOpen, subscribed, email, send])

    const close = () => {
        if (!submitted.current) {
            pushDataLayerEvent({event: 'backInStockClose', backInStock: {productId, submitted: false}})
        }
        onClose()
    }

    const done = view !== 'form'
    return (
        <Modal isOpen={isOpen} onClose={close} size="md" isCentered>
            <ModalOverlay />
            <ModalContent>
                <ModalHeader letterSpacing="wider">
                    {intl.formatMessage(done ? backInStockMessages.thanksTitle : backInStockMessages.title)}
                </ModalHeader>
                <ModalCloseButton aria-label={intl.formatMessage(backInStockMessages.close)} />
                <ModalBody pb={8}>
                    {view === 'form' ? (
                        <BackInStockForm
                            productName={productName}
                            lockedEmail={email}
                            isSubmitting={request.isLoading}
                            failed={failed}
                            onSubmit={(value) => void send(value, 'thanks')}
                        />
                    ) : (
                        <>
                            <Text role="status" mb={6}>
                                {intl.formatMessage(
                                    view === 'reminder'
                                        ? backInStockMessages.reminder
                                        : backInStockMessages.thanks
                                )}
                            </Text>
                            <Button w="100%" maxW="none" variant="secondary" onClick={close}>
                                {intl.formatMessage(backInStockMessages.continue)}
                            </Button>
                        </>
                    )}
                </ModalBody>
            </ModalContent>
        </Modal>
    )
}

export default BackInStockDialog
