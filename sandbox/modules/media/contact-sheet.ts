/**
 * Contact sheets for looking at the artwork (development aid, not served):
 *   npx tsx sandbox/modules/media/contact-sheet.ts products KINDS COLOURS VIEWS OUT.png [tileWidth] [columns]
 *   npx tsx sandbox/modules/media/contact-sheet.ts content NAMES WIDTHxHEIGHT OUT.png [columns]
 * Lists are comma-separated; `all` means every product kind, colour or view.
 */
import sharp from 'sharp'
import {COLOURS, IMAGE_VIEWS, PRODUCT_KINDS} from '../../seed/palette'
import {renderEditorial, templateFor} from './art/editorial'
import {loadPrintTiles} from './art/prints'
import {renderProduct, viewAspect} from './art/product'
import {encodePicture} from './encode'

const list = (value: string | undefined, all: readonly string[]) =>
    !value || value === 'all' ? [...all] : value.split(',').filter(Boolean)

const sheet = async (
    tiles: {input: Buffer; left: number; top: number}[],
    width: number,
    height: number,
    out: string
) => {
    await sharp({create: {width, height, channels: 3, background: '#ffffff'}})
        .composite(tiles)
        .png()
        .toFile(out)
    console.log(`${out}: ${tiles.length} images, ${width}x${height}`)
}

const products = async ([kindsArg, coloursArg, viewsArg, out, widthArg, columnsArg]: string[]) => {
    const kinds = list(kindsArg, PRODUCT_KINDS)
    const colours = list(
        coloursArg,
        COLOURS.map((c) => c.id)
    )
    const views = list(viewsArg, IMAGE_VIEWS)
    const width = Number(widthArg || 240)
    const height = Math.round(width * 1.25)
    const cells = kinds.flatMap((kind) =>
        colours.flatMap((colour) => views.map((view) => ({kind, colour, view})))
    )
    const columns = Number(columnsArg || Math.min(cells.length, 10))
    const tiles = await Promise.all(
        cells.map(async ({kind, colour, view}, i) => {
            const box = {width, height: Math.round(width / viewAspect(view))}
            return {
                input: await encodePicture(renderProduct(kind, colour, view, box).picture, 'png', 90),
                left: (i % columns) * width,
                top: Math.floor(i / columns) * height + Math.round((height - box.height) / 2)
            }
        })
    )
    await sheet(tiles, columns * width, Math.ceil(cells.length / columns) * height, out)
}

const content = async ([namesArg, sizeArg, out, columnsArg]: string[]) => {
    const names = list(namesArg, [])
    const [width, height] = (sizeArg || '800x450').split('x').map(Number)
    const columns = Number(columnsArg || 2)
    const gap = 12
    const tiles = await Promise.all(
        names.map(async (name, i) => ({
            input: await encodePicture(renderEditorial(name, templateFor(name), width, height), 'png', 90),
            left: (i % columns) * (width + gap),
            top: Math.floor(i / columns) * (height + gap)
        }))
    )
    const rows = Math.ceil(names.length / columns)
    await sheet(tiles, columns * (width + gap) - gap, rows * (height + gap) - gap, out)
}

const main = async () => {
    await loadPrintTiles()
    const [mode, ...args] = process.argv.slice(2)
    if (mode === 'products') await products(args)
    else if (mode === 'content') await content(args)
    else throw new Error('usage: contact-sheet.ts products|content ...')
}

main().catch((error) => {
    console.error(error)
    process.exit(1)
})
