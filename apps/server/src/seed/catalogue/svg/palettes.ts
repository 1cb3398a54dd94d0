/** A colour way: a light background, the object's body (light → main → dark) and a contrasting accent. */
export interface Palette {
  key: string;
  /** Shown to buyers as a Colour spec value; the SKU's image is the drawing in this palette. */
  colour: string;
  bg1: string;
  bg2: string;
  light: string;
  main: string;
  dark: string;
  accent: string;
}

export const PALETTES: readonly Palette[] = [
  {
    key: 'ocean',
    colour: 'Ocean Blue',
    bg1: '#eef6ff',
    bg2: '#cfe2fa',
    light: '#7db9ff',
    main: '#2f7de1',
    dark: '#1b4f9c',
    accent: '#ffb347',
  },
  {
    key: 'coral',
    colour: 'Coral Red',
    bg1: '#fff4f0',
    bg2: '#ffd8cc',
    light: '#ff9f8a',
    main: '#ef5f48',
    dark: '#a93a28',
    accent: '#2fb5a3',
  },
  {
    key: 'sage',
    colour: 'Sage Green',
    bg1: '#f1f8ef',
    bg2: '#d3e8d0',
    light: '#a3d49d',
    main: '#5a9f56',
    dark: '#356532',
    accent: '#f5c542',
  },
  {
    key: 'honey',
    colour: 'Honey Yellow',
    bg1: '#fffaea',
    bg2: '#ffe6ad',
    light: '#ffd677',
    main: '#eea235',
    dark: '#a8661a',
    accent: '#5b7cfa',
  },
  {
    key: 'plum',
    colour: 'Plum Purple',
    bg1: '#f7f1fc',
    bg2: '#e2d3f4',
    light: '#c6a5ee',
    main: '#8b58cf',
    dark: '#573290',
    accent: '#ff8fab',
  },
];
