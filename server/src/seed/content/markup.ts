import { addDays, type MuseumClock } from '../../platform/clock.ts';

/** Days and moments relative to today in the museum's time, so demo statuses stay sensible whenever the seed runs. */
export function demoCalendar(clock: MuseumClock) {
  const today = clock.today();
  const day = (offset: number): string => addDays(today, offset);
  return {
    day,
    /** A moment on a day relative to today, at a museum clock time such as '14:30'. */
    at: (offset: number, time: string): Date => clock.at(day(offset), time),
  };
}
export type DemoCalendar = ReturnType<typeof demoCalendar>;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Demo texts are written in a light markup: blocks separated by blank lines; `## ` a heading,
 * `- ` list items, `> ` a quotation, `| a | b |` table rows (the first is the header), `![说明](/files/...)` a figure with its caption; else a paragraph.
 */
export function rich(source: string): string {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .map((block) => {
      if (block.startsWith('## ')) return `<h2>${escapeText(block.slice(3))}</h2>`;
      if (block.startsWith('### ')) return `<h3>${escapeText(block.slice(4))}</h3>`;
      if (block.startsWith('> ')) return `<blockquote><p>${escapeText(block.slice(2))}</p></blockquote>`;
      if (block.startsWith('- ')) {
        const items = block.split('\n').map((line) => `<li>${escapeText(line.replace(/^-\s*/, ''))}</li>`);
        return `<ul>${items.join('')}</ul>`;
      }
      if (block.startsWith('|')) {
        const [head, ...body] = block.split('\n').map((line) =>
          line
            .replace(/^\||\|$/g, '')
            .split('|')
            .map((cell) => escapeText(cell.trim())),
        );
        const header = `<thead><tr>${head!.map((c) => `<th scope="col">${c}</th>`).join('')}</tr></thead>`;
        const rows = body.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
        return `<table>${header}<tbody>${rows}</tbody></table>`;
      }
      const figure = /^!\[(.+)\]\((\S+)\)$/.exec(block);
      if (figure) {
        const [, caption, src] = figure;
        return `<figure><img src="${src}" alt="${escapeText(caption!)}"><figcaption>${escapeText(caption!)}</figcaption></figure>`;
      }
      return `<p>${escapeText(block).replace(/\n/g, '')}</p>`;
    })
    .join('\n');
}
