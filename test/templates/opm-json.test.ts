// opm's JSON writer: Go's encoder with HTML escaping off, except inside a bundle's property
// values, which opm holds as json.Marshal's bytes (escaped) and copies as they are.
import { describe, expect, it } from 'vitest';
import { goJsonDocument } from '../../src/templates/opm-json.js';

describe('goJsonDocument', () => {
  it("escapes <, >, & in a bundle's property values only, as opm's output holds them", () => {
    const doc = {
      schema: 'olm.bundle',
      name: 'a<b',
      properties: [
        { type: 'olm.package.required', value: { packageName: 'p&q', versionRange: '>2.0.0 <3.0.0' } },
        { type: 'olm.x', value: ['<', { '<k>': 1 }] },
      ],
      relatedImages: [{ name: '&', image: 'q.io/x' }],
    };
    expect(goJsonDocument(doc)).toBe(
      [
        '{',
        '    "schema": "olm.bundle",',
        '    "name": "a<b",',
        '    "properties": [',
        '        {',
        '            "type": "olm.package.required",',
        '            "value": {',
        '                "packageName": "p\\u0026q",',
        '                "versionRange": "\\u003e2.0.0 \\u003c3.0.0"',
        '            }',
        '        },',
        '        {',
        '            "type": "olm.x",',
        '            "value": [',
        '                "\\u003c",',
        '                {',
        '                    "\\u003ck\\u003e": 1',
        '                }',
        '            ]',
        '        }',
        '    ],',
        '    "relatedImages": [',
        '        {',
        '            "name": "&",',
        '            "image": "q.io/x"',
        '        }',
        '    ]',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes every other document as JSON.stringify does with a 4-space indent, U+2028 escaped', () => {
    const doc = { schema: 'olm.package', name: 'a<b', icon: {}, list: [], nested: { x: [1, 'a\u2028b', null, true] } };
    expect(goJsonDocument(doc)).toBe(JSON.stringify(doc, null, 4).replace('\u2028', '\\u2028') + '\n');
  });
});
