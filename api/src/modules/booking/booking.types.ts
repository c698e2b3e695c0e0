import { Field, InputType, Int, ObjectType } from 'type-graphql';
import {
  ArrayMaxSize,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';

@ObjectType({ description: 'An open time to book, UTC.' })
export class Slot {
  @Field(() => Date)
  start!: Date;

  @Field(() => Date)
  end!: Date;
}

const clock = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const clockMessage = { message: 'Times must look like 09:00 (24-hour clock; 24:00 is midnight).' };

@ObjectType('OpenHours', { description: 'Opening hours on a day, in the consultant’s zone.' })
@InputType('OpenHoursInput')
export class OpenHours {
  @Field({ description: '"HH:mm".' })
  @Matches(clock, clockMessage)
  start!: string;

  @Field({ description: '"HH:mm", after start.' })
  @Matches(clock, clockMessage)
  end!: string;
}

@ObjectType('WeekdayHours')
@InputType('WeekdayHoursInput')
export class WeekdayHours {
  @Field(() => Int, { description: 'ISO weekday: 1 Monday to 7 Sunday.' })
  @IsInt({ message: 'weekday must be 1 to 7.' })
  @Min(1, { message: 'weekday must be 1 to 7.' })
  @Max(7, { message: 'weekday must be 1 to 7.' })
  weekday!: number;

  @Field(() => [OpenHours], { description: 'Empty: closed that day.' })
  @ArrayMaxSize(8, { message: 'At most 8 intervals a day.' })
  @ValidateNested({ each: true })
  @Type(() => OpenHours)
  hours!: OpenHours[];
}

@ObjectType('DateHours', { description: 'One date with its own hours; none: a day off.' })
@InputType('DateHoursInput')
export class DateHours {
  @Field({ description: '"yyyy-MM-dd" in the consultant’s zone.' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates must look like 2026-12-24.' })
  date!: string;

  @Field(() => [OpenHours])
  @ArrayMaxSize(8, { message: 'At most 8 intervals a day.' })
  @ValidateNested({ each: true })
  @Type(() => OpenHours)
  hours!: OpenHours[];
}

@ObjectType({ description: "The consultant's availability for bookings." })
export class AvailabilitySettings {
  @Field({ description: 'BOOKING_TIME_ZONE: the zone every time here is in.' })
  timeZone!: string;

  @Field(() => [WeekdayHours])
  weeklyHours!: WeekdayHours[];

  @Field(() => [DateHours], { description: 'Days off and one-off changes.' })
  dateOverrides!: DateHours[];

  @Field(() => Int)
  meetingMinutes!: number;

  @Field(() => Int, { description: 'Free minutes kept after each meeting.' })
  bufferMinutes!: number;

  @Field(() => Int, { description: 'How soon a visitor may book, in minutes from now.' })
  minNoticeMinutes!: number;

  @Field(() => Int, { description: 'How many days ahead visitors may book.' })
  horizonDays!: number;

  @Field(() => Int, { description: 'Most meetings in one day.' })
  dailyMax!: number;

  @Field(() => Int, { description: 'Visitors may move or cancel online until this long before.' })
  changeNoticeHours!: number;

  @Field(() => String, { nullable: true, description: 'Added to every confirmation e-mail.' })
  confirmationNote!: string | null;

  @Field({ description: 'A private calendar feed address exists (it is shown once, when made).' })
  hasCalendarFeed!: boolean;
}

@InputType({ description: 'Changes to the availability; fields left out stay as they are.' })
export class AvailabilityInput {
  @Field(() => [WeekdayHours], { nullable: true, description: 'Any weekdays; others unchanged.' })
  @IsOptional()
  @ArrayMaxSize(7, { message: 'At most the 7 days of the week.' })
  @ValidateNested({ each: true })
  @Type(() => WeekdayHours)
  weeklyHours?: WeekdayHours[];

  @Field(() => [DateHours], { nullable: true, description: 'Replaces the whole list.' })
  @IsOptional()
  @ArrayMaxSize(400, { message: 'At most 400 dated changes.' })
  @ValidateNested({ each: true })
  @Type(() => DateHours)
  dateOverrides?: DateHours[];

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(10, { message: 'Meetings last 10 to 240 minutes.' })
  @Max(240, { message: 'Meetings last 10 to 240 minutes.' })
  meetingMinutes?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0, { message: 'The buffer is 0 to 240 minutes.' })
  @Max(240, { message: 'The buffer is 0 to 240 minutes.' })
  bufferMinutes?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0, { message: 'Minimum notice is 0 to 43200 minutes (30 days).' })
  @Max(43_200, { message: 'Minimum notice is 0 to 43200 minutes (30 days).' })
  minNoticeMinutes?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'Visitors may book 1 to 365 days ahead.' })
  @Max(365, { message: 'Visitors may book 1 to 365 days ahead.' })
  horizonDays?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'The daily maximum is 1 to 48.' })
  @Max(48, { message: 'The daily maximum is 1 to 48.' })
  dailyMax?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0, { message: 'The change notice is 0 to 336 hours.' })
  @Max(336, { message: 'The change notice is 0 to 336 hours.' })
  changeNoticeHours?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2_000, { message: 'The confirmation note is at most 2,000 characters.' })
  confirmationNote?: string | null;
}
