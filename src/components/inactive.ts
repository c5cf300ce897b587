/**
 * What a button that cannot be pressed now (its call on its way, or done) takes in place of `disabled`: it reads
 * disabled (aria-disabled) and looks it (MUI's class; the theme still rings its keyboard focus), and its handler
 * ignores presses. Not `disabled`, because Chromium drops the focus of a button that becomes disabled to the page,
 * and a keyboard user would start again from the top.
 */
export const inactive = (off: boolean) =>
  off
    ? ({ 'aria-disabled': true, className: 'Mui-disabled' } as const)
    : ({ 'aria-disabled': false } as const);
