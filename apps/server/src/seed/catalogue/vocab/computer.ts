import { COLOUR } from './common-specs.js';
import type { DrawingName } from '../svg/drawings.js';
import type { CategoryVocab, SpecTemplate } from './types.js';

const MEMORY: SpecTemplate = {
  name: 'Memory',
  values: ['8 GB', '16 GB', '32 GB'],
  pick: [2, 2],
  rises: [0, 0.14, 0.32],
};
const STORAGE: SpecTemplate = {
  name: 'Storage',
  values: ['256 GB', '512 GB', '1 TB'],
  pick: [2, 2],
  rises: [0, 0.09, 0.22],
};
const laptopDetails = [
  'The {noun} weighs about 1.3 kg and runs up to 14 hours on a charge.',
  'A backlit keyboard, a 1080p webcam and two USB-C ports cover the essentials.',
];

export const computerVocab: CategoryVocab<DrawingName<'computer'>> = {
  brands: ['Aurora', 'Nimbus', 'Vertex', 'Quanta', 'Helix', 'Orbit', 'Zenith', 'Lumen'],
  brandChance: 1,
  items: [
    {
      noun: 'Ultralight Laptop',
      drawing: 'laptop',
      price: [549, 1299],
      before: ['13.3"', '14"', '15.6"'],
      after: ['Air', 'Pro', 'Plus'],
      specs: [MEMORY, STORAGE],
      details: laptopDetails,
    },
    {
      noun: 'Gaming Laptop',
      drawing: 'laptop',
      price: [899, 1899],
      before: ['15.6"', '16"', '17.3"'],
      after: ['144Hz', '165Hz', '240Hz'],
      specs: [MEMORY, STORAGE],
      details: ['A vapour-chamber cooler keeps the {noun} quiet through long sessions.'],
    },
    {
      noun: 'Business Notebook',
      drawing: 'laptop',
      price: [649, 1399],
      before: ['14"', '13.3"'],
      after: ['Slim', 'Pro'],
      specs: [MEMORY, STORAGE],
      details: laptopDetails,
    },
    {
      noun: 'IPS Monitor',
      drawing: 'monitor',
      price: [129, 459],
      before: ['24"', '27"', '32"'],
      after: ['4K', 'QHD', 'USB-C'],
      details: ['Factory-calibrated colour and a height-adjustable stand make the {noun} easy on the eyes.'],
    },
    {
      noun: 'Curved Gaming Monitor',
      drawing: 'monitor',
      price: [229, 599],
      before: ['27"', '34"'],
      after: ['165Hz', 'UltraWide'],
      details: ['A 1 ms response time keeps fast scenes sharp.'],
    },
    {
      noun: 'Mechanical Keyboard',
      drawing: 'keyboard',
      price: [45, 159],
      before: ['75%', 'TKL', 'Full-size'],
      after: ['Hot-swap', 'RGB', 'Wireless'],
      specs: [{ name: 'Switch', values: ['Red linear', 'Brown tactile', 'Blue clicky'], pick: [2, 3] }],
      details: ['PBT keycaps and hot-swappable sockets let you tune the {noun} to your taste.'],
    },
    {
      noun: 'Low-profile Keyboard',
      drawing: 'keyboard',
      price: [35, 99],
      after: ['Wireless', 'Bluetooth'],
      specs: [COLOUR],
      details: ['Pairs with three devices and switches between them at a tap.'],
    },
    {
      noun: 'Wireless Mouse',
      drawing: 'mouse',
      price: [15, 79],
      before: ['Silent', 'Ergonomic'],
      after: ['2.4G', 'Bluetooth 5.3'],
      specs: [COLOUR],
      details: ['Silent clicks and a 70-day battery make the {noun} a quiet desk companion.'],
    },
    {
      noun: 'Gaming Mouse',
      drawing: 'mouse',
      price: [25, 89],
      after: ['26K DPI', 'Ultralight 58g'],
      specs: [COLOUR],
    },
  ],
  sentences: [
    'Tested for 72 hours before it leaves our Shenzhen warehouse.',
    'Works with Windows, macOS and Linux out of the box.',
    'Comes with a two-year international warranty.',
    'Ships in a double-walled box with foam corners.',
  ],
};
