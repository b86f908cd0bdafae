import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './markdown.ts';

describe('free-text Markdown → report blocks', () => {
  it('paragraphs with bold and italic runs, headings at levels 2 and 3, lists with nesting', () => {
    expect(
      markdownBlocks(
        [
          '# Título',
          '### Subtítulo',
          'Texto **forte** e *leve* e ***ambos***.',
          '',
          '1. um',
          '2. dois',
          '   - dois-a',
          '',
          '- solto',
        ].join('\n'),
      ),
    ).toEqual([
      { type: 'heading', level: 2, text: 'Título' },
      { type: 'heading', level: 3, text: 'Subtítulo' },
      {
        type: 'paragraph',
        runs: [
          { text: 'Texto ' },
          { text: 'forte', bold: true },
          { text: ' e ' },
          { text: 'leve', italic: true },
          { text: ' e ' },
          { text: 'ambos', bold: true, italic: true },
          { text: '.' },
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ text: 'um' }], [{ text: 'dois' }], [{ text: '– dois-a' }]],
      },
      { type: 'list', ordered: false, items: [[{ text: 'solto' }]] },
    ]);
  });

  it('raw HTML, images and code stay text; links show their URL; nothing is interpreted', () => {
    const blocks = markdownBlocks(
      [
        '<script>alert("x")</script>',
        '',
        'Veja [o site](https://exemplo.com.br) e <b>isto</b> e ![logo](https://x.test/a.png).',
        '',
        '```',
        'const a = 1;',
        '```',
        '',
        '<https://direto.com.br>',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { type: 'paragraph', runs: [{ text: '<script>alert("x")</script>' }] },
      {
        type: 'paragraph',
        runs: [
          {
            text: 'Veja o site (https://exemplo.com.br) e <b>isto</b> e logo (https://x.test/a.png).',
          },
        ],
      },
      { type: 'paragraph', runs: [{ text: 'const a = 1;' }] },
      { type: 'paragraph', runs: [{ text: 'https://direto.com.br' }] },
    ]);
  });

  it('an empty text gives no block; a long one is kept whole', () => {
    expect(markdownBlocks('')).toEqual([]);
    expect(markdownBlocks('   \n\n')).toEqual([]);
    const long = 'palavra '.repeat(2500).trim();
    expect(markdownBlocks(long)).toEqual([{ type: 'paragraph', runs: [{ text: long }] }]);
  });
});
