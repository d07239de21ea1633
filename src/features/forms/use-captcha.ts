import { useCallback, useEffect, useState } from "react";

export interface CaptchaChallenge {
  a: number;
  b: number;
  token: string;
}

/** The server's signed question (GET /api/captcha); a new one after every wrong or expired answer. */
export function useCaptcha() {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    setChallenge(null);
    try {
      const response = await fetch("/api/captcha", { cache: "no-store", headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`captcha ${response.status}`);
      setChallenge((await response.json()) as CaptchaChallenge);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    // Fetching on mount is the point: the question exists only on the server.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
  }, [refresh]);

  return { challenge, failed, refresh };
}
