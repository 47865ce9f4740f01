/** Spec part 3 §9: donut height 300 (the line charts match it). */
export const DONUT_HEIGHT = 300;
