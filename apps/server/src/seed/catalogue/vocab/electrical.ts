import { COLOUR, PLUG } from './common-specs.js';
import type { DrawingName } from '../svg/drawings.js';
import type { CategoryVocab } from './types.js';

export const electricalVocab: CategoryVocab<DrawingName<'electrical'>> = {
  brands: ['Brightway', 'Homely', 'Voltaic', 'Kinetta', 'Solenne', 'Calida', 'Nordlys'],
  brandChance: 1,
  items: [
    {
      noun: 'Electric Kettle',
      drawing: 'kettle',
      price: [25, 79],
      before: ['1.7L Glass', '1.5L Stainless', 'Temperature-control'],
      specs: [PLUG],
      details: ['The {noun} boils a full jug in under four minutes and switches off by itself.'],
    },
    {
      noun: 'Gooseneck Pour-over Kettle',
      drawing: 'kettle',
      price: [39, 99],
      after: ['0.9L', '1L'],
      specs: [COLOUR],
      details: ['Holds water at the exact temperature for green tea or pour-over coffee.'],
    },
    {
      noun: 'LED Desk Lamp',
      drawing: 'lamp',
      price: [19, 69],
      before: ['Dimmable', 'Architect', 'Eye-care'],
      after: ['with USB Charging', 'Touch Control'],
      specs: [COLOUR],
      details: ['Five colour temperatures and a flicker-free panel are easy on tired eyes.'],
    },
    {
      noun: 'Bedside Reading Lamp',
      drawing: 'lamp',
      price: [15, 49],
      after: ['Warm White', 'Rechargeable'],
      specs: [COLOUR],
    },
    {
      noun: 'Pedestal Fan',
      drawing: 'fan',
      price: [35, 119],
      before: ['Quiet', 'DC Inverter', 'Oscillating'],
      after: ['16"', 'with Remote'],
      specs: [PLUG],
      details: ['Twelve speeds, a sleep mode and a whisper-quiet 24 dB motor.'],
    },
    {
      noun: 'Desk Fan',
      drawing: 'fan',
      price: [15, 45],
      before: ['USB', 'Rechargeable'],
      specs: [COLOUR],
    },
    {
      noun: 'Bluetooth Speaker',
      drawing: 'speaker',
      price: [25, 129],
      before: ['Portable', 'Waterproof', 'Bookshelf'],
      after: ['20W', '40W', 'IPX7'],
      specs: [COLOUR],
      details: ['Deep bass, 24 hours of play and a strap for the beach or the shower.'],
    },
    {
      noun: 'Smart Speaker',
      drawing: 'speaker',
      price: [39, 99],
      after: ['Mini', 'with Voice Assistant'],
      specs: [COLOUR],
    },
  ],
  sentences: [
    'CE and FCC certified, with the right plug for your country.',
    'Draws under 0.5 W on standby.',
    'Backed by a one-year repair or replace warranty.',
    'The manual comes in English, French, Japanese and Chinese.',
  ],
};
