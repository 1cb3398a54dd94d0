import { SaxesParser, type SaxesTagNS } from 'saxes';
import { ErrorKey, FX_FILE_ERROR, RATE_PATTERN } from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';

/** The namespaces of the ECB's files: the envelope's (GESMES) and the rates' (eurofxref). */
export const GESMES_NS = 'http://www.gesmes.org/xml/2002-08-01';
export const EUROFXREF_NS = 'http://www.ecb.int/vocabulary/2002-08-01/eurofxref';
/** More currencies than the ECB has ever quoted in one day (about 40 at most). */
const MAX_CURRENCIES = 64;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One day's reference rates as the file writes them: units of each currency per euro, as its decimal text. */
export interface EcbDaily {
  /** The file's day (its dated Cube), YYYY-MM-DD. */
  date: string;
  perEuro: Map<string, string>;
}

/** Why a file was refused (for the log and the tests); the operator reads the one message of FX_FILE_ERROR. */
export class NotEcbDaily extends AppError {
  constructor(readonly reason: string) {
    super(ErrorKey.Validation, {}, { xml: FX_FILE_ERROR });
  }
}

const realDay = (text: string) => {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

const attribute = (tag: SaxesTagNS, name: string) => {
  const found = Object.values(tag.attributes).find((a) => a.local === name && a.uri === '');
  return found?.value;
};

/**
 * Reads the European Central Bank's daily reference rates file (eurofxref-daily.xml, decision 039) by its content:
 * a GESMES envelope holding one Cube dated by its `time`, holding one Cube per currency with its `rate` per euro.
 * Parsed as XML by a non-validating parser that never loads anything: a document type declaration (where entities,
 * external or expanding, would be declared) is refused outright, and so is an entity it does not know, a second
 * day, a repeated currency, a rate that is not a positive decimal and a file without the dollar's rate (every rate
 * is turned into one per dollar through it).
 */
export function parseEcbDaily(xml: string): EcbDaily {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const refuse = (reason: string): never => {
    throw new NotEcbDaily(reason);
  };
  /** The elements open above the one being read, by local name in their namespace. */
  const open: string[] = [];
  let date: string | undefined;
  const perEuro = new Map<string, string>();

  parser.on('error', (error) => refuse(`not well-formed XML: ${error.message}`));
  parser.on('doctype', () => refuse('a document type declaration'));
  parser.on('opentag', (tag) => {
    const depth = open.length;
    if (depth === 0) {
      if (tag.uri !== GESMES_NS || tag.local !== 'Envelope') refuse(`the root is ${tag.name}, not gesmes:Envelope`);
      open.push('Envelope');
      return;
    }
    const isCube = tag.uri === EUROFXREF_NS && tag.local === 'Cube';
    const parent = open.at(-1);
    if (!isCube) {
      // The envelope's own parts (subject, sender and its name) are read past; nothing else may hold a Cube.
      if (tag.uri !== GESMES_NS) refuse(`an unexpected element ${tag.name}`);
      open.push('other');
      return;
    }
    if (parent === 'Envelope') {
      open.push('Cube');
    } else if (parent === 'Cube') {
      const time = attribute(tag, 'time');
      if (time === undefined || !realDay(time)) refuse(`a day that is not YYYY-MM-DD: ${time}`);
      if (date !== undefined) refuse('more than one day: not a daily file');
      date = time;
      open.push('Day');
    } else if (parent === 'Day') {
      const currency = attribute(tag, 'currency');
      const rate = attribute(tag, 'rate');
      if (currency === undefined || !/^[A-Z]{3}$/.test(currency))
        refuse(`a currency that is not ISO 4217: ${currency}`);
      if (rate === undefined || !RATE_PATTERN.test(rate) || !/[1-9]/.test(rate))
        refuse(`a rate that is not one: ${rate}`);
      if (perEuro.has(currency!)) refuse(`${currency} twice`);
      if (perEuro.size >= MAX_CURRENCIES) refuse('too many currencies');
      perEuro.set(currency!, rate!);
      open.push('Rate');
    } else {
      refuse(`a Cube inside ${parent}`);
    }
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.on('text', (text) => {
    // Only the envelope's own parts carry words; a Cube holds attributes and white space.
    if (open.at(-1) !== 'other' && text.trim()) refuse('text where rates are');
  });
  parser.on('cdata', () => refuse('a CDATA section'));

  parser.write(xml).close();
  if (date === undefined) return refuse('no dated Cube');
  if (!perEuro.has('USD')) return refuse('no rate for the US dollar');
  return { date, perEuro };
}

/**
 * When a day's rates were true: the ECB's concertation, around 14:10 Central European Time (CET, or CEST in
 * summer), published at about 16:00.
 */
export function referenceTimeOf(date: string): Date {
  const noon = new Date(`${date}T12:00:00Z`);
  const offset =
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
      .formatToParts(noon)
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', '') || '+00:00';
  return new Date(`${date}T14:10:00${offset}`);
}
