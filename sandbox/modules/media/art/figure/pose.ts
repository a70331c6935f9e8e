import type {Point} from '../svg'

/**
 * A pose is a handful of joints in a 1000 x 1000 space (feet near y = 940). Shoulders and hips are derived
 * from the spine, so a pose only places what an illustrator would: head, spine ends and limb joints.
 * In `side` poses the figure faces +x; `L` is the far side, `R` the near side.
 */
export interface Pose {
    view: 'front' | 'side'
    head: Point
    neck: Point
    pelvis: Point
    elbowL: Point
    wristL: Point
    elbowR: Point
    wristR: Point
    kneeL: Point
    ankleL: Point
    toeL: Point
    kneeR: Point
    ankleR: Point
    toeR: Point
}

export const POSES = {
    stand: {
        view: 'front',
        head: [500, 138],
        neck: [500, 228],
        pelvis: [500, 505],
        elbowL: [392, 392],
        wristL: [384, 516],
        elbowR: [608, 392],
        wristR: [620, 512],
        kneeL: [450, 712],
        ankleL: [448, 900],
        toeL: [432, 934],
        kneeR: [554, 710],
        ankleR: [558, 898],
        toeR: [574, 932]
    },
    walk: {
        view: 'side',
        head: [522, 140],
        neck: [508, 228],
        pelvis: [494, 505],
        elbowL: [552, 378],
        wristL: [608, 462],
        elbowR: [452, 384],
        wristR: [428, 496],
        kneeL: [452, 705],
        ankleL: [398, 880],
        toeL: [444, 922],
        kneeR: [556, 694],
        ankleR: [566, 896],
        toeR: [622, 912]
    },
    warrior: {
        view: 'front',
        head: [500, 196],
        neck: [500, 284],
        pelvis: [500, 560],
        elbowL: [292, 318],
        wristL: [172, 322],
        elbowR: [708, 318],
        wristR: [828, 322],
        kneeL: [362, 736],
        ankleL: [272, 904],
        toeL: [236, 926],
        kneeR: [690, 652],
        ankleR: [700, 900],
        toeR: [748, 926]
    },
    tree: {
        view: 'front',
        head: [500, 150],
        neck: [500, 238],
        pelvis: [500, 515],
        elbowL: [396, 150],
        wristL: [490, 56],
        elbowR: [604, 150],
        wristR: [510, 56],
        kneeL: [470, 712],
        ankleL: [478, 900],
        toeL: [462, 934],
        kneeR: [664, 650],
        ankleR: [516, 652],
        toeR: [500, 626]
    },
    run: {
        view: 'side',
        head: [572, 150],
        neck: [548, 236],
        pelvis: [496, 500],
        elbowL: [612, 352],
        wristL: [668, 300],
        elbowR: [468, 350],
        wristR: [500, 436],
        kneeL: [452, 690],
        ankleL: [340, 790],
        toeL: [318, 836],
        kneeR: [628, 590],
        ankleR: [600, 770],
        toeR: [652, 790]
    },
    stretch: {
        view: 'front',
        head: [566, 160],
        neck: [540, 245],
        pelvis: [486, 508],
        elbowL: [440, 140],
        wristL: [560, 56],
        elbowR: [680, 360],
        wristR: [600, 452],
        kneeL: [438, 708],
        ankleL: [420, 900],
        toeL: [402, 934],
        kneeR: [548, 708],
        ankleR: [566, 900],
        toeR: [584, 934]
    },
    lunge: {
        view: 'side',
        head: [506, 246],
        neck: [498, 332],
        pelvis: [480, 600],
        elbowL: [566, 222],
        wristL: [592, 96],
        elbowR: [552, 226],
        wristR: [576, 98],
        kneeL: [362, 842],
        ankleL: [214, 878],
        toeL: [184, 888],
        kneeR: [622, 626],
        ankleR: [626, 860],
        toeR: [680, 872]
    },
    reach: {
        view: 'front',
        head: [508, 168],
        neck: [500, 256],
        pelvis: [496, 530],
        elbowL: [418, 168],
        wristL: [452, 62],
        elbowR: [586, 160],
        wristR: [548, 58],
        kneeL: [430, 730],
        ankleL: [386, 904],
        toeL: [356, 934],
        kneeR: [566, 728],
        ankleR: [604, 904],
        toeR: [634, 932]
    },
    squat: {
        view: 'side',
        head: [566, 334],
        neck: [540, 414],
        pelvis: [424, 642],
        elbowL: [632, 480],
        wristL: [716, 462],
        elbowR: [616, 492],
        wristR: [700, 480],
        kneeL: [582, 700],
        ankleL: [520, 890],
        toeL: [576, 916],
        kneeR: [604, 690],
        ankleR: [542, 896],
        toeR: [600, 920]
    },
    leap: {
        view: 'side',
        head: [566, 130],
        neck: [546, 218],
        pelvis: [500, 476],
        elbowL: [604, 326],
        wristL: [668, 262],
        elbowR: [432, 372],
        wristR: [400, 452],
        kneeL: [640, 556],
        ankleL: [716, 660],
        toeL: [768, 650],
        kneeR: [424, 656],
        ankleR: [302, 716],
        toeR: [282, 758]
    }
} satisfies Record<string, Pose>

export type PoseName = keyof typeof POSES
