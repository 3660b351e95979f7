/**
 * The page held still for measuring, in a browser that cannot be asked for reduced motion (WebKit over WebDriver):
 * the reviews slider turns every 3 s, and a slide caught halfway is text cut off by the slider's window. Its own
 * pause button stops it, once its island has started (as the reviews come near the screen, so scroll the page
 * through first; up to 10 s, then it is left as it is and the measure shows a slide caught halfway), and what is
 * under way ends: every running animation in time that ends (the slide's transition, 500 ms) has finished.
 *
 *   holdStill(): Promise<void>
 *
 * Runs in the page; self-contained (WebDriver sends it as source). Call it once per load: a second call would
 * press the pause button again and start the slider.
 */
export async function holdStill(): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const turns = document.querySelector('.testimonials li, .testimonials .slick-slider')
  if (turns && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
    const until = Date.now() + 10_000
    let pause = document.querySelector<HTMLButtonElement>('.testimonials__pause')
    while (!pause && Date.now() < until) {
      await frame()
      pause = document.querySelector<HTMLButtonElement>('.testimonials__pause')
    }
    pause?.click()
  }
  await frame()
  // (Not the ones that follow the scroll, such as the reach bar's: they end only with the page's end.)
  const ending = document.getAnimations().filter((animation) => {
    const end = animation.effect?.getComputedTiming().endTime
    return animation.playState === 'running' && animation.timeline === document.timeline && typeof end === 'number' && end < Infinity
  })
  await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
  await frame()
}
