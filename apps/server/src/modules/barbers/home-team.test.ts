import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { TestApp } from '../../../test/helpers/test-app';
import { MONDAY_MORNING, standardWeek } from '../../../test/helpers/booking';
import type { Staff } from '../../../test/helpers/staff';
import { withStaff } from '../../../test/helpers/staff-suite';

// Issue 27 item 8: the home page's team reads GET /appointments/public/barbers. It must carry each active barber's
// own photo, services and week as the admin saved them, public fields only, and drop a barber the admin deactivates.
let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]), { everyTestAt: MONDAY_MORNING });

type PublicBarber = { _id: string; firstName: string; services: string[]; workingHours: { day: string }[]; profileImage: { url: string } | null };
const team = async () => (await t.call('publicBarbers')).json() as PublicBarber[];

describe("the home page's team (publicBarbers)", () => {
  it("answers each barber's own week as saved, photo and services, and no contacts", async () => {
    // Yuri works Wednesday to Friday 10:00-15:00 only, not the shop's days.
    const off = { isWorking: false, startTime: null, endTime: null, hasBreak: false, breakStart: null, breakEnd: null };
    const short = { isWorking: true, startTime: '10:00', endTime: '15:00', hasBreak: false, breakStart: null, breakEnd: null };
    const yuriWeek = standardWeek({ monday: off, tuesday: off, wednesday: short, thursday: short, friday: short, saturday: off });
    const saved = await t.call('saveWorkingHours', { params: { id: s.y.barber.id }, body: { workingHours: yuriWeek }, as: s.admin });
    expect(saved.statusCode).toBe(200);
    await t.ctx.db.update(users).set({ profileImageUrl: '/uploads/avatars/xeno.webp' }).where(eq(users.id, s.x.user.id));

    const list = await team();
    const xeno = list.find((b) => b._id === s.x.barber.id)!;
    const yuri = list.find((b) => b._id === s.y.barber.id)!;
    expect(yuri.workingHours).toEqual(yuriWeek);
    expect(xeno.workingHours).toEqual(standardWeek());
    expect(xeno.profileImage).toEqual({ url: '/uploads/avatars/xeno.webp' });
    expect(yuri.profileImage).toBeNull();
    expect(xeno.services).toEqual([s.slot.service.name]);
    for (const barber of list) {
      expect(Object.keys(barber).sort()).toEqual(
        ['_id', 'bio', 'firstName', 'lastName', 'profileImage', 'serviceIds', 'services', 'vacations', 'workingHours'],
      );
    }
  });

  it('drops a barber the admin deactivates, at once', async () => {
    expect((await team()).map((b) => b._id)).toContain(s.y.barber.id);
    const res = await t.call('deactivateBarber', { params: { id: s.y.barber.id }, as: s.admin });
    expect(res.statusCode).toBe(200);
    const after = (await team()).map((b) => b._id);
    expect(after).not.toContain(s.y.barber.id);
    expect(after).toContain(s.x.barber.id);
  });
});
