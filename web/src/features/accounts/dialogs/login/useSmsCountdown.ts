import { SMS_RESEND_SECONDS } from '@museum/shared';
import { useCallback, useEffect, useState } from 'react';

const storageKey = (form: string) => `sms-countdown:${form}`;

function secondsLeft(form: string): number {
  const until = Number(localStorage.getItem(storageKey(form)) ?? 0);
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/**
 * The 60-second wait before another SMS (docs/spec §4), kept in local storage under a key per form,
 * so closing the dialog or reloading the page does not reset it.
 */
export function useSmsCountdown(form: string) {
  const [seconds, setSeconds] = useState(() => secondsLeft(form));
  const counting = seconds > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setSeconds(secondsLeft(form)), 1000);
    return () => clearInterval(timer);
  }, [form, counting]);

  const start = useCallback(() => {
    localStorage.setItem(storageKey(form), String(Date.now() + SMS_RESEND_SECONDS * 1000));
    setSeconds(SMS_RESEND_SECONDS);
  }, [form]);

  return { seconds, counting, start };
}
