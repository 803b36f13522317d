import { DOOR_DESK_MAX_LENGTH } from '@museum/shared';
import { useState } from 'react';

const DESK_KEY = 'museum.door.desk';
const DEFAULT_DESK = '入口 1';

const stored = () => {
  try {
    return localStorage.getItem(DESK_KEY) || DEFAULT_DESK;
  } catch {
    return DEFAULT_DESK;
  }
};

/**
 * The name this device's desk goes by (入口 1, 东门), kept on the device: the conflicts list says which desks let a
 * ticket in twice.
 */
export function useDeskName(): { desk: string; typed: string; type: (name: string) => void } {
  const [typed, setTyped] = useState(stored);
  const change = (name: string) => {
    const next = name.slice(0, DOOR_DESK_MAX_LENGTH);
    setTyped(next);
    try {
      if (next.trim()) localStorage.setItem(DESK_KEY, next.trim());
    } catch {
      // Storage disabled: the name lasts while the screen is open.
    }
  };
  // What is sent: the name as typed, or the default while the field is empty.
  return { desk: typed.trim() || DEFAULT_DESK, typed, type: change };
}
