import {rest, type RestRequest} from 'msw'
import {tokenIdentity} from '../token-claims'
import {customerDocument, nextId, type FakeCustomer, type FakeState} from './fake-state'

const CUSTOMERS = '*/customer/shopper-customers/v1/organizations/:org/customers'
const RECAPTCHA_TEST_TOKEN = 'vela-sandbox-recaptcha-pass'

const problem = (title: string, detail: string) => ({type: `https://example.test/${title}`, title, detail})

const bearer = (req: RestRequest) =>
    tokenIdentity((req.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, ''))

const owner = (state: FakeState, req: RestRequest): FakeCustomer | undefined => {
    const identity = bearer(req)
    return identity.registered && identity.customerId === req.params.customerId
        ? state.customers.find((customer) => customer.customerId === identity.customerId)
        : undefined
}

const listDocument = (customer: FakeCustomer) =>
    customer.wishlist
        ? {
              id: customer.wishlist.id,
              type: 'wish_list',
              public: false,
              customerProductListItems: customer.wishlist.items.map((item) => ({
                  ...item,
                  priority: 1,
                  public: false,
                  type: 'product'
              }))
          }
        : undefined

/** Shopper Customers for the account area: registration, profile, addresses, cards, wish list, orders. */
export const customerHandlers = (state: FakeState) => {
    const forbidden = {status: 403, body: problem('Forbidden', 'Not your account.')}
    const withOwner =
        (
            name: string,
            handle: (customer: FakeCustomer, body: Record<string, unknown>, req: RestRequest) => unknown
        ) =>
        async (
            req: RestRequest,
            res: Parameters<Parameters<typeof rest.get>[1]>[1],
            ctx: Parameters<Parameters<typeof rest.get>[1]>[2]
        ) => {
            state.calls.push(name)
            const customer = owner(state, req)
            if (!customer) return res(ctx.status(forbidden.status), ctx.json(forbidden.body))
            const text = req.method === 'GET' || req.method === 'DELETE' ? '' : await req.text()
            const result = handle(customer, text ? (JSON.parse(text) as Record<string, unknown>) : {}, req)
            if (result === undefined) return res(ctx.status(204))
            // A handler answers a refusal as {__status}: the platform's 'Update Password' problem.
            if ((result as {__status?: number}).__status)
                return res(
                    ctx.status(400),
                    ctx.json(
                        problem(
                            'Update Password',
                            "The update password request is invalid. Customer's current password is not valid"
                        )
                    )
                )
            return res(ctx.json(result as Record<string, unknown>))
        }

    return [
        rest.post(CUSTOMERS, async (req, res, ctx) => {
            state.calls.push('registerCustomer')
            if (req.headers.get('c_x-recaptcha-token') !== RECAPTCHA_TEST_TOKEN)
                return res(
                    ctx.status(400),
                    ctx.json(problem('Recaptcha Failed', 'Recaptcha verification failed.'))
                )
            const body: {customer: Record<string, string>; password: string} = await req.json()
            if (state.customers.some((customer) => customer.login === body.customer.login))
                return res(
                    ctx.status(400),
                    ctx.json(problem('Login Already In Use', 'The login is already in use.'))
                )
            const {login, email, firstName, lastName, ...attributes} = body.customer
            const customer: FakeCustomer = {
                customerId: nextId(state, 'cust'),
                login,
                email,
                firstName,
                lastName,
                password: body.password,
                groups: ['Everyone', 'Registered'],
                addresses: [],
                paymentInstruments: [],
                orders: [],
                attributes
            }
            state.customers.push(customer)
            return res(ctx.json(customerDocument(customer)))
        }),
        rest.get(
            `${CUSTOMERS}/:customerId`,
            withOwner('getCustomer', (customer) => customerDocument(customer))
        ),
        rest.patch(
            `${CUSTOMERS}/:customerId`,
            withOwner('updateCustomer', (customer, body) => {
                const {firstName, lastName, email, currentPassword: _current, ...attributes} = body
                Object.assign(customer, {
                    ...(typeof firstName === 'string' ? {firstName} : {}),
                    ...(typeof lastName === 'string' ? {lastName} : {}),
                    ...(typeof email === 'string' ? {email, login: email} : {})
                })
                Object.assign(customer.attributes, attributes)
                return customerDocument(customer)
            })
        ),
        rest.put(
            `${CUSTOMERS}/:customerId/password`,
            withOwner('updateCustomerPassword', (customer, body) => {
                if (body.currentPassword !== customer.password) return {__status: 400}
                customer.password = String(body.password)
                return undefined
            })
        ),
        rest.get(`${CUSTOMERS}/:customerId/baskets`, (_req, res, ctx) =>
            res(ctx.json({baskets: [], total: 0}))
        ),
        rest.post(
            `${CUSTOMERS}/:customerId/addresses`,
            withOwner('createCustomerAddress', (customer, body) => {
                const address = {...body, addressId: String(body.addressId)}
                customer.addresses.push(address)
                return address
            })
        ),
        rest.patch(
            `${CUSTOMERS}/:customerId/addresses/:addressName`,
            withOwner('updateCustomerAddress', (customer, body, req) => {
                const index = customer.addresses.findIndex((a) => a.addressId === req.params.addressName)
                if (body.preferred) customer.addresses.forEach((address) => (address.preferred = false))
                customer.addresses[index] = {
                    ...customer.addresses[index],
                    ...body
                } as (typeof customer.addresses)[0]
                return customer.addresses[index]
            })
        ),
        rest.delete(
            `${CUSTOMERS}/:customerId/addresses/:addressName`,
            withOwner('removeCustomerAddress', (customer, _body, req) => {
                customer.addresses = customer.addresses.filter((a) => a.addressId !== req.params.addressName)
                return undefined
            })
        ),
        rest.delete(
            `${CUSTOMERS}/:customerId/payment-instruments/:id`,
            withOwner('deleteCustomerPaymentInstrument', (customer, _body, req) => {
                customer.paymentInstruments = customer.paymentInstruments.filter(
                    (card) => card.paymentInstrumentId !== req.params.id
                )
                return undefined
            })
        ),
        rest.get(
            `${CUSTOMERS}/:customerId/product-lists`,
            withOwner('getCustomerProductLists', (customer) => {
                const list = listDocument(customer)
                return {data: list ? [list] : [], limit: list ? 1 : 0, total: list ? 1 : 0}
            })
        ),
        rest.post(
            `${CUSTOMERS}/:customerId/product-lists`,
            withOwner('createCustomerProductList', (customer) => {
                customer.wishlist = {id: nextId(state, 'list'), items: []}
                return listDocument(customer)
            })
        ),
        rest.post(
            `${CUSTOMERS}/:customerId/product-lists/:listId/items`,
            withOwner('createCustomerProductListItem', (customer, body) => {
                const item = {
                    id: nextId(state, 'item'),
                    productId: String(body.productId),
                    quantity: Number(body.quantity ?? 1)
                }
                customer.wishlist?.items.push(item)
                return {...item, priority: 1, public: false, type: 'product'}
            })
        ),
        rest.delete(
            `${CUSTOMERS}/:customerId/product-lists/:listId/items/:itemId`,
            withOwner('deleteCustomerProductListItem', (customer, _body, req) => {
                if (customer.wishlist)
                    customer.wishlist.items = customer.wishlist.items.filter(
                        (item) => item.id !== req.params.itemId
                    )
                return undefined
            })
        ),
        rest.get('*/checkout/shopper-orders/v1/organizations/:org/orders/:orderNo', (req, res, ctx) => {
            state.calls.push('getOrder')
            const identity = bearer(req)
            const customer = state.customers.find((candidate) => candidate.customerId === identity.customerId)
            const order = customer?.orders.find((candidate) => candidate.orderNo === req.params.orderNo)
            return order
                ? res(ctx.json(order))
                : res(ctx.status(404), ctx.json(problem('Order Not Found', 'No such order.')))
        }),
        rest.get(
            `${CUSTOMERS}/:customerId/orders`,
            withOwner('getCustomerOrders', (customer, _body, req) => {
                const offset = Number(req.url.searchParams.get('offset') ?? 0)
                const limit = Number(req.url.searchParams.get('limit') ?? 10)
                return {
                    data: customer.orders.slice(offset, offset + limit),
                    limit,
                    offset,
                    total: customer.orders.length
                }
            })
        )
    ]
}
