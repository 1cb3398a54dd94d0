import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ECB_FILE } from '../../seed/fx-rates.js';
import { NotEcbDaily, parseEcbDaily, referenceTimeOf } from './ecb-daily.js';

const real = fs.readFileSync(DEMO_ECB_FILE, 'utf8');
/** The ECB's own shape, its attributes in double quotes, trimmed to three currencies. */
const ecb = (cubes: string, root = 'gesmes:Envelope') => `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>${cubes}</Cube>
</${root}>`;
const DAY = `<Cube time="2026-11-26"><Cube currency="USD" rate="1.1597"/><Cube currency="KRW" rate="1611.43"/></Cube>`;

const reasonOf = (xml: string) => {
  try {
    parseEcbDaily(xml);
  } catch (error) {
    if (error instanceof NotEcbDaily) return error.reason;
    throw error;
  }
  return 'accepted';
};

describe('the ECB daily reference rates file', () => {
  it('reads the day and every currency’s rate per euro, as written', () => {
    const daily = parseEcbDaily(real);
    expect(daily.date).toBe('2026-11-26');
    expect(daily.perEuro.size).toBe(29);
    expect(daily.perEuro.get('USD')).toBe('1.1597');
    expect(daily.perEuro.get('HUF')).toBe('384.20');
    expect(daily.perEuro.get('GBP')).toBe('0.87345');
    expect(parseEcbDaily(ecb(DAY)).perEuro).toEqual(
      new Map([
        ['USD', '1.1597'],
        ['KRW', '1611.43'],
      ]),
    );
  });

  it('refuses what is not that file, saying why', () => {
    expect(reasonOf('<html><body>rates</body></html>')).toMatch(/root is html/);
    expect(reasonOf('{"USD": 1.1597}')).toMatch(/not well-formed/);
    expect(reasonOf('')).toMatch(/not well-formed|no dated Cube/);
    expect(reasonOf(ecb(DAY, 'Envelope'))).toMatch(/root is Envelope/);
    expect(reasonOf(ecb(''))).toBe('no dated Cube');
    expect(reasonOf(ecb(DAY.replace('USD', 'usd')))).toMatch(/not ISO 4217/);
    expect(reasonOf(ecb(DAY.replace('<Cube currency="USD" rate="1.1597"/>', '')))).toBe('no rate for the US dollar');
    expect(reasonOf(ecb(DAY + DAY.replace('26', '25')))).toMatch(/more than one day/);
    expect(reasonOf(ecb(DAY.replace('2026-11-26', '2026-02-30')))).toMatch(/not YYYY-MM-DD/);
    expect(reasonOf(ecb(DAY.replace('1611.43', '1,611.43')))).toMatch(/not one/);
    expect(reasonOf(ecb(DAY.replace('1611.43', '-5')))).toMatch(/not one/);
    expect(reasonOf(ecb(DAY.replace('1611.43', '0.000')))).toMatch(/not one/);
    expect(reasonOf(ecb(DAY.replace('KRW', 'USD')))).toMatch(/USD twice/);
    expect(reasonOf(ecb(DAY.replace('</Cube>', '<script>x</script></Cube>')))).toMatch(/unexpected element/);
    expect(reasonOf(ecb(DAY).replace('</gesmes:Envelope>', ''))).toMatch(/not well-formed/);
  });

  it('loads nothing and expands nothing: a document type, entities and CDATA are refused', () => {
    const external = `<?xml version="1.0"?>
<!DOCTYPE gesmes:Envelope [<!ENTITY rate SYSTEM "file:///etc/passwd">]>
${ecb(DAY.replace('1611.43', '&rate;')).replace(/^<\?xml[^>]*>\n/, '')}`;
    expect(reasonOf(external)).toBe('a document type declaration');
    const laughs = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;">]>${ecb(DAY)}`;
    expect(reasonOf(laughs)).toBe('a document type declaration');
    // Without a declaration an entity is unknown, never fetched.
    expect(reasonOf(ecb(DAY.replace('1611.43', '&rate;')))).toMatch(/not well-formed XML: undefined entity/);
    expect(reasonOf(ecb(DAY.replace('</Cube>', '<![CDATA[1.0]]></Cube>')))).toMatch(/CDATA/);
  });

  it('dates the rates at the ECB’s concertation, 14:10 in Frankfurt, winter or summer', () => {
    expect(referenceTimeOf('2026-11-26').toISOString()).toBe('2026-11-26T13:10:00.000Z');
    expect(referenceTimeOf('2026-07-01').toISOString()).toBe('2026-07-01T12:10:00.000Z');
  });
});
