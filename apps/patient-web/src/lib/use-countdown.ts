import { useCallback, useEffect, useRef, useState } from 'react';

const readDeadline = (key: string): number => {
  try {
    return Number(sessionStorage.getItem(key)) || 0;
  } catch {
    return 0;
  }
};

/**
 * Seconds left until `key`'s deadline. The deadline is also kept in sessionStorage, so reloading
 * the page (or WeChat restoring it) does not offer a 获取验证码 button the server would refuse.
 */
export const useCountdown = (key: string) => {
  const deadline = useRef(readDeadline(key));
  const remaining = useCallback(() => Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000)), []);
  const [secondsLeft, setSecondsLeft] = useState(remaining);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    // Recomputed from the deadline, not decremented: timers stall while the phone sleeps.
    const timer = setInterval(() => setSecondsLeft(remaining()), 250);
    return () => clearInterval(timer);
  }, [secondsLeft, remaining]);

  const start = useCallback(
    (seconds: number) => {
      deadline.current = Date.now() + seconds * 1000;
      try {
        sessionStorage.setItem(key, String(deadline.current));
      } catch {
        // The in-memory deadline is enough for this page.
      }
      setSecondsLeft(seconds);
    },
    [key],
  );

  return { secondsLeft, start };
};
