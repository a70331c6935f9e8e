import {defineMessages} from 'react-intl'

export const previewMessages = defineMessages({
    toolbar: {id: 'pages.preview.toolbar', defaultMessage: 'Content preview'},
    domain: {id: 'pages.preview.domain', defaultMessage: 'Preview domain: {domain}'},
    group: {id: 'pages.preview.group', defaultMessage: 'Customer group: {group}'},
    noGroup: {id: 'pages.preview.noGroup', defaultMessage: 'Customer group: default'},
    placements: {id: 'pages.preview.placements', defaultMessage: 'Placements ({count})'},
    placementsTitle: {id: 'pages.preview.placementsTitle', defaultMessage: 'Content items on this page'},
    edit: {id: 'pages.preview.edit', defaultMessage: 'Edit'},
    editItem: {id: 'pages.preview.editItem', defaultMessage: 'Edit {name} in the authoring tool'},
    editPage: {id: 'pages.preview.editPage', defaultMessage: 'Edit this item'},
    legend: {id: 'pages.preview.legend', defaultMessage: 'Legend'},
    match: {id: 'pages.preview.match', defaultMessage: 'Match on default or variant'},
    noMatch: {id: 'pages.preview.noMatch', defaultMessage: 'No match on default or variant'},
    ignored: {
        id: 'pages.preview.ignored',
        defaultMessage: 'Match on variant but ignored (max items reached)'
    },
    variant: {id: 'pages.preview.variant', defaultMessage: 'variant: {groups}'},
    banner: {id: 'pages.preview.banner', defaultMessage: 'You are previewing unpublished content.'},
    exit: {id: 'pages.preview.exit', defaultMessage: 'Exit preview'}
})
