import { Day } from '@comanda/contract/common';
import { generateScheduleSlots } from '@comanda/contract/store/schedule';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { uuidN } from '../../../test/catalogue-data';
import { renderWithApp } from '../../../test/render-with-app';
import { ScheduleEntriesField } from './schedule-entries-field';
import type { ScheduleEntryInput, ScheduleListValues } from './schedule-list-values';

function Form({ schedule, children }: { schedule: ScheduleEntryInput[]; children: ReactNode }) {
  const form = useForm<ScheduleListValues>({ defaultValues: { schedule } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function renderList(schedule: ScheduleEntryInput[]) {
  return renderWithApp(
    <Form schedule={schedule}>
      <ScheduleEntriesField name="schedule" withGenerator />
    </Form>,
  );
}

/*
 * The generator's controls found through their <label>s with plain selectors: the testing-library
 * label and role queries weigh every input of the list, which takes minutes with 336 rows in jsdom.
 */
function generatorControl(label: string): HTMLElement {
  const element = Array.from(document.querySelectorAll('label')).find((candidate) => candidate.textContent === label);
  const control = element ? document.getElementById(element.htmlFor) : null;
  if (!control) throw new Error(`Sin control ${label}`);
  return control;
}

function generate(day: string, from: string, to: string) {
  fireEvent.change(generatorControl('Dia del generador'), { target: { value: day } });
  fireEvent.change(generatorControl('Desde'), { target: { value: from } });
  fireEvent.change(generatorControl('Hasta'), { target: { value: to } });
  const button = Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent === 'Generar');
  if (!button) throw new Error('Sin boton Generar');
  fireEvent.click(button);
}

const rows = () =>
  screen.getAllByRole('group', { name: /^Horario \d+$/ }).map((row) => {
    const value = (label: string) => within(row).getByLabelText<HTMLInputElement | HTMLSelectElement>(label).value;
    return `${value('Dia')} ${value('Inicio')}-${value('Fin')}`;
  });

afterEach(cleanup);

describe('ScheduleEntriesField: the generator without duplicates', () => {
  it('adds only the missing slots and says how many were added and how many already existed', () => {
    renderList([
      { id: uuidN(1), day: 'wed', start: '09:30', end: '10:00', active: true },
      { id: uuidN(2), day: 'wed', start: '10:30:00', end: '11:00:00', active: false },
    ]);
    generate('wed', '09:00', '12:00');
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Se agregaron 4 horarios; 2 ya existian');
    expect(rows()).toEqual([
      'wed 09:30-10:00',
      'wed 10:30:00-11:00:00',
      'wed 09:00-09:30',
      'wed 10:00-10:30',
      'wed 11:00-11:30',
      'wed 11:30-12:00',
    ]);

    generate('wed', '09:00', '12:00');
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'No se agrego ningun horario: los 6 ya existian');
    expect(rows()).toHaveLength(6);
  });

  it('a first generation says only how many were added; one slot reads in the singular', () => {
    renderList([]);
    generate('fri', '20:00', '22:00');
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Se agregaron 4 horarios');
    generate('fri', '19:30', '20:30');
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Se agrego 1 horario; 1 ya existia');
    expect(rows()).toEqual(['fri 20:00-20:30', 'fri 20:30-21:00', 'fri 21:00-21:30', 'fri 21:30-22:00', 'fri 19:30-20:00']);
  });

  it('a week of 30-minute slots is one row per slot (day, start, end, active, remove); generating it again adds none', () => {
    let serial = 0;
    const week = Day.options.flatMap((day) =>
      generateScheduleSlots({ day, from: '00:00', to: '00:00', intervalMinutes: 30, active: true }, () => uuidN(++serial)),
    );
    const { container } = renderList(week);
    // Plain selectors: role queries weigh every one of the 336 rows' accessible names in jsdom.
    const groups = () => container.querySelectorAll<HTMLElement>('[role="group"][aria-label^="Horario "]');
    expect(groups()).toHaveLength(336);
    const last = groups()[335] as HTMLElement;
    expect(last.getAttribute('aria-label')).toBe('Horario 336');
    const input = <T extends Element>(selector: string) => last.querySelector<T & Element>(selector) as T;
    expect(input<HTMLSelectElement>('select[aria-label="Dia"]').value).toBe('sun');
    expect(input<HTMLInputElement>('input[aria-label="Inicio"]').value).toBe('23:30');
    expect(input<HTMLInputElement>('input[aria-label="Fin"]').value).toBe('00:00');
    expect(input<HTMLInputElement>('input[aria-label="Activo"]').checked).toBe(true);
    expect(input<HTMLButtonElement>('button[aria-label="Quitar horario 336"]')).not.toBeNull();

    generate('sat', '00:00', '00:00');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('No se agrego ningun horario: los 48 ya existian');
    expect(groups()).toHaveLength(336);
    // jsdom builds the 336 rows of Mantine inputs in several seconds on a busy machine.
  }, 90_000);
});
