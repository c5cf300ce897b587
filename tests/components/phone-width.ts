interface HappyDomWindow {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
}

/**
 * Runs `body` with the window at a phone's size (360 x 740), as media queries (MUI's useMediaQuery) read it, and
 * gives the window its size back after. The test DOM applies no CSS: only what the code decides by width shows.
 */
export async function atPhoneWidth(body: () => Promise<void>) {
  const { happyDOM } = window as unknown as HappyDomWindow;
  const { innerWidth: width, innerHeight: height } = window;
  happyDOM.setViewport({ width: 360, height: 740 });
  try {
    await body();
  } finally {
    happyDOM.setViewport({ width, height });
  }
}
