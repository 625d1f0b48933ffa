import { describe, expect, it } from 'vitest';
import { draftOf, hhmmOf, pickerTime } from './template-form-values.ts';

describe('template form values', () => {
  it('turns picker times back into HH:mm', () => {
    expect(hhmmOf(pickerTime('08:05'))).toBe('08:05');
    expect(hhmmOf(pickerTime('23:55'))).toBe('23:55');
    expect(hhmmOf(null)).toBe('');
  });

  it('describes the template the form holds', () => {
    expect(
      draftOf({
        weekday: 3,
        period: 'pm',
        startTime: pickerTime('14:00'),
        endTime: null,
        slotMinutes: 20,
        capacityPerSlot: null,
      }),
    ).toEqual({
      weekday: 3,
      period: 'pm',
      startTime: '14:00',
      endTime: '',
      slotMinutes: 20,
      capacityPerSlot: undefined,
    });
  });
});
