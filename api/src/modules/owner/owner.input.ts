import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import { Trim } from '../../validation/input-transforms';

@ArgsType()
export class SignInArgs {
  @Field()
  @Trim()
  @IsEmail({}, { message: 'Enter the e-mail address you sign in with.' })
  @MaxLength(254, { message: 'E-mail must be at most 254 characters.' })
  email!: string;

  @Field()
  @IsString({ message: 'Password must be text.' })
  @IsNotEmpty({ message: 'Enter your password.' })
  @MaxLength(1_000, { message: 'Password must be at most 1,000 characters.' })
  password!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The six-digit code of the authenticator app, when the second factor is on.',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Code must be text.' })
  @MaxLength(10, { message: 'Code must be six digits.' })
  totp?: string | null;
}
