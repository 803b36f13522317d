import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, languageReady } from '../../i18n';
import { ReadAloud, spokenLanguage } from './ReadAloud';
import { READ_ALOUD_SKIP, readableText, speechChunks } from './speech-text';

/** An utterance as the browser's, with the handlers the reader sets. */
class FakeUtterance {
  lang = '';
  voice: { lang: string; name: string } | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

const VOICES = [
  { lang: 'en-US', name: 'Samantha' },
  { lang: 'zh-TW', name: 'Mei-Jia' },
  { lang: 'zh-CN', name: 'Tingting' },
];

/** A speech synthesiser that keeps what it was asked to say and records each call. */
function fakeSynth() {
  const spoken: FakeUtterance[] = [];
  const synth = {
    paused: false,
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
    pause: vi.fn(),
    resume: vi.fn(),
    cancel: vi.fn(),
    getVoices: vi.fn(() => VOICES),
  };
  return { synth, spoken };
}

let fake: ReturnType<typeof fakeSynth>;
beforeEach(() => {
  fake = fakeSynth();
  vi.stubGlobal('speechSynthesis', fake.synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Article({ title, reader = 'a' }: { title: string; reader?: string }) {
  const text = useRef<HTMLDivElement>(null);
  return (
    <section aria-label={reader}>
      <ReadAloud title={title} subtitle="丝路上的青绿" source={text} />
      <div ref={text}>
        <p>展览汇集馆藏青绿山水六十余件，上起唐宋，下迄近代。展期内每周六有讲解。</p>
        <button type="button">收藏</button>
        <section {...READ_ALOUD_SKIP}>
          <h2>展品选粹</h2>
        </section>
      </div>
    </section>
  );
}

const press = (name: string, within: ParentNode = document.body) => {
  const button = [...within.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!button) throw new Error(`no button ${name}`);
  fireEvent.click(button);
};

describe('朗读', () => {
  it('reads the title, the subtitle and the text in Chinese, without buttons or skipped parts', () => {
    render(<Article title="天山青绿" />);
    press('朗读');
    expect(fake.spoken.map((u) => u.text)).toEqual([
      '天山青绿',
      '丝路上的青绿',
      '展览汇集馆藏青绿山水六十余件，上起唐宋，下迄近代。',
      '展期内每周六有讲解。',
    ]);
    expect(fake.spoken.every((u) => u.lang === 'zh-CN' && u.voice?.name === 'Tingting')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('正在朗读');
  });

  it('pauses, resumes and stops, and says so', () => {
    render(<Article title="天山青绿" />);
    press('朗读');
    press('暂停');
    expect(fake.synth.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('已暂停');
    press('继续');
    expect(fake.synth.resume).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('正在朗读');
    const cancels = fake.synth.cancel.mock.calls.length;
    press('停止');
    expect(fake.synth.cancel).toHaveBeenCalledTimes(cancels + 1);
    expect(screen.getByRole('status').textContent).toBe('已停止朗读');
    // Focus stays with the reader, on the button that starts it again.
    expect(document.activeElement?.textContent?.trim()).toBe('朗读');
    expect(screen.queryByRole('button', { name: '停止' })).toBeNull();
  });

  it('says when the last piece has been read, and ignores the interruption a cancel brings', () => {
    render(<Article title="天山青绿" />);
    press('朗读');
    act(() => fake.spoken[0]!.onerror?.({ error: 'interrupted' }));
    expect(screen.getByRole('status').textContent).toBe('正在朗读');
    act(() => fake.spoken.at(-1)!.onend?.());
    expect(screen.getByRole('status').textContent).toBe('朗读结束');
    expect(screen.getByRole('button', { name: '朗读' })).toBeTruthy();
  });

  it('stops speaking when its page goes, and when another reader starts', () => {
    const { unmount } = render(
      <>
        <Article title="天山青绿" reader="a" />
        <Article title="西域丹青" reader="b" />
      </>,
    );
    const [a, b] = screen.getAllByRole('region');
    press('朗读', a!);
    press('朗读', b!);
    expect(a!.querySelector('[role=status]')?.textContent).toBe('');
    expect(b!.querySelector('[role=status]')?.textContent).toBe('正在朗读');
    expect(fake.spoken.map((u) => u.text)).toContain('西域丹青');
    const cancels = fake.synth.cancel.mock.calls.length;
    unmount();
    expect(fake.synth.cancel).toHaveBeenCalledTimes(cancels + 1);
  });

  it('is drawn by the server, so the page does not move when it hydrates, and taken away where the browser cannot speak', () => {
    expect(renderToString(<Article title="天山青绿" />)).toContain('朗读');
    vi.unstubAllGlobals();
    // jsdom has no speech synthesis of its own.
    render(<Article title="天山青绿" />);
    expect(screen.queryByRole('button')).toBeTruthy(); // 收藏
    expect(screen.queryByRole('button', { name: '朗读' })).toBeNull();
  });
});

describe('the text read', () => {
  it('is one line per block or table row, whitespace folded, controls and hidden parts left out', () => {
    const element = document.createElement('div');
    element.innerHTML =
      '<h2>展览  介绍</h2><p>第一段<strong>重点</strong>。</p><ul><li>一</li><li>二</li></ul>' +
      '<p aria-hidden="true">隐藏</p><button>按钮</button><p>末段<br>换行</p>' +
      '<table><tr><th>时段</th><th>开放时间</th></tr><tr><td>周一</td><td>闭馆</td></tr></table>';
    expect(readableText(element)).toBe(
      '展览 介绍\n第一段重点。\n一\n二\n末段\n换行\n时段，开放时间\n周一，闭馆',
    );
  });

  it('is cut at sentence ends and lines, short sentences joined, long ones cut after a comma', () => {
    expect(speechChunks('标题\n好。很好。这是一个足够长的句子，不必与别的合并。')).toEqual([
      '标题',
      '好。很好。这是一个足够长的句子，不必与别的合并。',
    ]);
    const long = `${'青'.repeat(50)}，${'绿'.repeat(50)}。`;
    expect(speechChunks(long, { max: 80, min: 16 })).toEqual([
      `${'青'.repeat(50)}，`,
      `${'绿'.repeat(50)}。`,
    ]);
    expect(speechChunks('山'.repeat(200), { max: 80, min: 16 }).map((c) => c.length)).toEqual([80, 80, 40]);
    expect(speechChunks('\n\n  \n')).toEqual([]);
  });
});

function EnglishArticle({ text }: { text: string }) {
  const source = useRef<HTMLDivElement>(null);
  return (
    <LanguageProvider language="en">
      <ReadAloud title="Green and blue on the Silk Road" source={source} />
      <div ref={source}>
        <p>{text}</p>
      </div>
    </LanguageProvider>
  );
}

describe('朗读 on English pages', () => {
  beforeAll(() => languageReady('en'));

  it('reads English in an English voice, with its buttons and status in English', () => {
    render(
      <EnglishArticle text="The exhibition brings together some sixty landscapes from the collection. There is a guided tour every Saturday." />,
    );
    press('Read aloud');
    expect(fake.spoken.length).toBeGreaterThan(0);
    expect(fake.spoken.every((u) => u.lang === 'en-GB' && u.voice?.name === 'Samantha')).toBe(true);
    expect(fake.spoken.map((u) => u.text).join(' ')).toBe(
      'Green and blue on the Silk Road The exhibition brings together some sixty landscapes from the collection. There is a guided tour every Saturday.',
    );
    expect(screen.getByRole('status').textContent).toBe('Reading aloud');
    press('Pause');
    expect(screen.getByRole('status').textContent).toBe('Paused');
    press('Stop');
    expect(screen.getByRole('status').textContent).toBe('Stopped reading');
  });

  it('reads an item still in Chinese in a Chinese voice', () => {
    render(<EnglishArticle text="展览汇集馆藏青绿山水六十余件，上起唐宋，下迄近代。" />);
    press('Read aloud');
    expect(fake.spoken.slice(1).every((u) => u.lang === 'zh-CN' && u.voice?.name === 'Tingting')).toBe(true);
  });

  it('tells English from Chinese by the text, and cuts English at full stops and spaces', () => {
    expect(spokenLanguage('A landscape by Wang Ximeng (王希孟)', 'en')).toBe('en');
    expect(spokenLanguage('千里江山图', 'en')).toBe('zh');
    expect(spokenLanguage('Tianshan', 'zh')).toBe('zh');
    expect(speechChunks('One. Two is longer. Three.', { max: 200, min: 10 })).toEqual([
      'One. Two is longer.',
      'Three.',
    ]);
    expect(
      speechChunks(`${'word '.repeat(60).trim()}`, { max: 100, min: 10 }).every(
        (c) => !c.startsWith(' ') && c.length <= 100,
      ),
    ).toBe(true);
    expect(speechChunks('3.5 metres high. Done.', { max: 200, min: 5 })).toEqual([
      '3.5 metres high.',
      'Done.',
    ]);
  });
});
