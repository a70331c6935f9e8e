import {RadioGroup} from '@chakra-ui/react'
import {render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {useState} from 'react'
import {RadioCard} from '.'

const Choices = () => {
    const [value, setValue] = useState('standard')
    return (
        <RadioGroup value={value} onChange={setValue} name="method">
            <RadioCard value="standard">
                <span>Standard delivery</span>
                <span>£4.95</span>
            </RadioCard>
            <RadioCard value="express" border="1px solid">
                <span>Express delivery</span>
                <span>£6.95</span>
            </RadioCard>
        </RadioGroup>
    )
}

describe('RadioCard', () => {
    test('each radio is named by its card text (axe: form elements must have labels)', () => {
        render(<Choices />)
        expect(screen.getByRole('radio', {name: /Standard delivery\s*£4\.95/})).toBeChecked()
        expect(screen.getByRole('radio', {name: /Express delivery\s*£6\.95/})).not.toBeChecked()
    })

    test('no label is nested in another (a wrapping label left the input unnamed)', () => {
        const {container} = render(<Choices />)
        expect(container.querySelectorAll('label label')).toHaveLength(0)
        expect(container.querySelectorAll('label')).toHaveLength(2)
    })

    test('clicking anywhere on the card text chooses it', async () => {
        const user = userEvent.setup()
        render(<Choices />)
        await user.click(screen.getByText('£6.95'))
        expect(screen.getByRole('radio', {name: /Express delivery/})).toBeChecked()
    })
})
