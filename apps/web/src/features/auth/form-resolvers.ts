/** The auth forms' validation (zod and the contract's schemas): loaded on a form's first validation (lazyResolver). */
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody, PasswordResetBody, PasswordResetRequestBody, SignupBody } from '@klama/contract';
import { codedResolver } from '../../lib/coded-resolver';

export const loginResolver = codedResolver(zodResolver(LoginBody));
export const signupResolver = codedResolver(zodResolver(SignupBody));
export const passwordResetRequestResolver = codedResolver(zodResolver(PasswordResetRequestBody));
export const passwordResetResolver = codedResolver(zodResolver(PasswordResetBody));
