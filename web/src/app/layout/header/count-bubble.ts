/** A count in a red bubble over a header icon's top right corner (bookings waiting, new open calls). */
export const COUNT_BUBBLE_STYLE = {
  position: 'absolute',
  top: 4,
  right: 2,
  minWidth: 20,
  height: 20,
  padding: '0 4px',
  borderRadius: 10,
  background: '#b00020',
  color: '#fff',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
} as const;

export const countInBubble = (count: number) => (count > 99 ? '99+' : String(count));
