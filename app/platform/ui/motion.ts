const delays = ["enter-delay-1", "enter-delay-2", "enter-delay-3", "enter-delay-4"];

/** Entrance animation of the n-th item of a list: 0.1 s to 0.4 s stagger, none under reduced motion. */
export function enterAnimation(index: number): string {
  return `motion-safe:animate-enter ${delays[index % delays.length]}`;
}
