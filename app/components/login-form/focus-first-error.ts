/**
 * Moves focus to the first invalid field in document order. react-hook-form focuses by registration order,
 * which differs when fields appear later (the state select shows up once a country needs it).
 */
export const focusFirstError = (form: HTMLFormElement | null) => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    field?.focus()
}
