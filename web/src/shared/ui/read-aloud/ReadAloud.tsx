import { BorderOutlined, CaretRightOutlined, PauseOutlined, SoundOutlined } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '@museum/shared';
import { Button } from 'antd';
import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLanguage } from '../../i18n';
import styles from './read-aloud.module.css';
import { ENGLISH_LIMITS, readableText, speechChunks } from './speech-text';

type State = 'idle' | 'speaking' | 'paused' | 'ended' | 'stopped' | 'failed';

/** What the status line says, and screen readers hear, in each state. */
const STATUS: Record<Exclude<State, 'idle'>, MessageDescriptor> = {
  speaking: msg`正在朗读`,
  paused: msg`已暂停`,
  ended: msg`朗读结束`,
  stopped: msg`已停止朗读`,
  failed: msg`未能朗读，请检查设备的语音设置`,
};

const hasSpeech = () =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function';
const unchanging = () => () => {};

/** One page speaks with one voice: the reader speaking now, told to stand down when another starts. */
let speaking: { standDown: () => void } | null = null;

/** The language tag each reading is spoken with. */
const SPEECH_TAGS: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB' };

/**
 * A Mandarin voice of mainland China, or an English one (British, else American, else any), when the browser has
 * one; otherwise the browser picks by `lang`.
 */
function voiceFor(language: Language): SpeechSynthesisVoice | null {
  const voices = window.speechSynthesis.getVoices();
  const lang = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase();
  if (language === 'en') {
    return (
      voices.find((voice) => lang(voice) === 'en-gb') ??
      voices.find((voice) => lang(voice) === 'en-us') ??
      voices.find((voice) => /^en(-|$)/.test(lang(voice))) ??
      null
    );
  }
  return (
    voices.find((voice) => lang(voice) === 'zh-cn') ??
    voices.find((voice) => /^(zh|cmn)(-hans)?(-cn)?$/.test(lang(voice))) ??
    null
  );
}

/**
 * The language a text is read in: the page's; on an English page, Chinese for an item shown in Chinese for want
 * of its English (mostly Chinese characters; an English text with a Chinese name in it stays English).
 */
export function spokenLanguage(text: string, page: Language): Language {
  if (page === 'zh') return 'zh';
  const chinese = text.match(/[\u3400-\u9fff]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return chinese * 2 > latin ? 'zh' : 'en';
}

/**
 * 朗读 (docs/PRODUCT.md "Everyone can use it"): reads an article's title and text aloud with the browser's speech
 * synthesis in the page's language (an English page's item still in Chinese is read in Chinese), with 暂停 / 继续 and 停止, and a status line screen readers hear. The text is read from
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
  const page = useLanguage();
  const { i18n } = useLingui();
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
    const body = source.current ? readableText(source.current, page === 'en' ? ', ' : '，') : '';
    const text = [title, subtitle, body].filter(Boolean).join('\n');
    const language = spokenLanguage(text, page);
    const chunks = speechChunks(text, language === 'en' ? ENGLISH_LIMITS : undefined);
    if (!chunks.length) return;
    speaking?.standDown();
    synth().cancel();
    // A reading paused and left (by another reader) keeps the synthesiser paused: nothing new would be heard.
    if (synth().paused) synth().resume();
    const voice = voiceFor(language);
    const current = {
      utterances: chunks.map((chunk, index) => {
        const utterance = new SpeechSynthesisUtterance(chunk);
        utterance.lang = SPEECH_TAGS[language];
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
        {/* In a span of its own, as antd wraps a plain string: the words keep the button's line, beside the icon. */}
        <span>
          {state === 'speaking' ? (
            <Trans>暂停</Trans>
          ) : state === 'paused' ? (
            <Trans>继续</Trans>
          ) : (
            <Trans>朗读</Trans>
          )}
        </span>
      </Button>
      {reading && (
        <Button ref={stopButton} icon={<BorderOutlined aria-hidden />} onClick={stop}>
          <span>
            <Trans>停止</Trans>
          </span>
        </Button>
      )}
      <span role="status" className={styles.status}>
        {state === 'idle' ? '' : i18n._(STATUS[state])}
      </span>
    </div>
  );
}
