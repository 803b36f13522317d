import { BorderOutlined, CaretRightOutlined, PauseOutlined, SoundOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styles from './read-aloud.module.css';
import { readableText, speechChunks } from './speech-text';

type State = 'idle' | 'speaking' | 'paused' | 'ended' | 'stopped' | 'failed';

/** What the status line says, and screen readers hear, in each state. */
const STATUS: Record<State, string> = {
  idle: '',
  speaking: '正在朗读',
  paused: '已暂停',
  ended: '朗读结束',
  stopped: '已停止朗读',
  failed: '未能朗读，请检查设备的语音设置',
};

const hasSpeech = () =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function';
const unchanging = () => () => {};

/** One page speaks with one voice: the reader speaking now, told to stand down when another starts. */
let speaking: { standDown: () => void } | null = null;

/** A Mandarin voice of mainland China when the browser has one; otherwise the browser picks by `lang`. */
function chineseVoice(): SpeechSynthesisVoice | null {
  const voices = window.speechSynthesis.getVoices();
  const lang = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase();
  return (
    voices.find((voice) => lang(voice) === 'zh-cn') ??
    voices.find((voice) => /^(zh|cmn)(-hans)?(-cn)?$/.test(lang(voice))) ??
    null
  );
}

/**
 * 朗读 (docs/PRODUCT.md "Everyone can use it"): reads an article's title and text aloud with the browser's speech
 * synthesis in Chinese, with 暂停 / 继续 and 停止, and a status line screen readers hear. The text is read from
 * `source` when the button is pressed, so it is what the page shows, without the header, buttons or pictures.
 * Pieces of a sentence or so are queued one after another: Chrome stops a long utterance after some 15 seconds.
 * The server draws the button, as every current browser can speak, so the page does not move when it hydrates; the
 * rare browser that cannot has it taken away then.
 */
export function ReadAloud({
  title,
  subtitle,
  source,
  className,
}: {
  title: string;
  subtitle?: string | null;
  /** The article's text, below its title. */
  source: RefObject<HTMLElement | null>;
  className?: string;
}) {
  const supported = useSyncExternalStore(unchanging, hasSpeech, () => true);
  const [state, setState] = useState<State>('idle');
  const main = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  /** The reading under way; its utterances are held so that their events still fire (Chrome drops them otherwise). */
  const session = useRef<{ utterances: SpeechSynthesisUtterance[] } | null>(null);
  const self = useRef({ standDown: () => {} });

  const finish = (next: State) => {
    session.current = null;
    if (speaking === self.current) speaking = null;
    // The stop button goes with the reading: focus stays on the reader's own button rather than being lost.
    if (stopButton.current && document.activeElement === stopButton.current) main.current?.focus();
    setState(next);
  };
  self.current.standDown = () => finish('idle');

  useEffect(() => {
    if (!supported) return;
    // Chrome fills the list of voices on the first ask; asking now has it ready when 朗读 is pressed.
    window.speechSynthesis.getVoices();
    const silence = () => {
      if (session.current) window.speechSynthesis.cancel();
    };
    // Chrome goes on speaking across a reload; a visitor leaving the page, or the article, expects silence.
    window.addEventListener('pagehide', silence);
    const reader = self.current;
    return () => {
      window.removeEventListener('pagehide', silence);
      silence();
      session.current = null;
      if (speaking === reader) speaking = null;
    };
  }, [supported]);

  if (!supported) return null;
  // Read when pressed: the server draws the button too, and has no window.
  const synth = () => window.speechSynthesis;

  const start = () => {
    const body = source.current ? readableText(source.current) : '';
    const chunks = speechChunks([title, subtitle, body].filter(Boolean).join('\n'));
    if (!chunks.length) return;
    speaking?.standDown();
    synth().cancel();
    // A reading paused and left (by another reader) keeps the synthesiser paused: nothing new would be heard.
    if (synth().paused) synth().resume();
    const voice = chineseVoice();
    const current = {
      utterances: chunks.map((chunk, index) => {
        const utterance = new SpeechSynthesisUtterance(chunk);
        utterance.lang = 'zh-CN';
        if (voice) utterance.voice = voice;
        utterance.onerror = (event) => {
          // Cancelling (停止, another reader, leaving) interrupts the queue: that is no failure.
          if (session.current !== current || event.error === 'interrupted' || event.error === 'canceled')
            return;
          synth().cancel();
          finish('failed');
        };
        if (index === chunks.length - 1) {
          utterance.onend = () => {
            if (session.current === current) finish('ended');
          };
        }
        return utterance;
      }),
    };
    session.current = current;
    speaking = self.current;
    for (const utterance of current.utterances) synth().speak(utterance);
    setState('speaking');
  };

  const toggle = () => {
    if (state === 'speaking') {
      synth().pause();
      setState('paused');
    } else if (state === 'paused') {
      synth().resume();
      setState('speaking');
    } else {
      start();
    }
  };

  const stop = () => {
    synth().cancel();
    main.current?.focus();
    finish('stopped');
  };

  const reading = state === 'speaking' || state === 'paused';
  return (
    <div className={`${styles.bar} ${className ?? ''}`}>
      <Button
        ref={main}
        icon={
          state === 'speaking' ? (
            <PauseOutlined aria-hidden />
          ) : state === 'paused' ? (
            <CaretRightOutlined aria-hidden />
          ) : (
            <SoundOutlined aria-hidden />
          )
        }
        onClick={toggle}
      >
        {state === 'speaking' ? '暂停' : state === 'paused' ? '继续' : '朗读'}
      </Button>
      {reading && (
        <Button ref={stopButton} icon={<BorderOutlined aria-hidden />} onClick={stop}>
          停止
        </Button>
      )}
      <span role="status" className={styles.status}>
        {STATUS[state]}
      </span>
    </div>
  );
}
