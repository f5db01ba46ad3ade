/** remote: its param (GET by default), the request it makes, how it reads the answer; synchronous checks skip it. */
import { describe, expect, it } from '@jest/globals';
import { parseRemoteParam, readRemoteAnswer, remoteRequest } from '@rules/validation';
import { run } from './support';

describe('remote', () => {
  it('asks with GET by default, POST when the param says so', () => {
    expect(parseRemoteParam('/api/v1/forms/check')).toEqual({
      method: 'GET',
      url: '/api/v1/forms/check',
    });
    expect(parseRemoteParam('{app}/api/v1/forms/check')).toEqual({
      method: 'GET',
      url: '{app}/api/v1/forms/check',
    });
    expect(parseRemoteParam('post /api/v1/forms/check')).toEqual({
      method: 'POST',
      url: '/api/v1/forms/check',
    });
  });

  it.each([
    ['https://elsewhere.example/check', 'another site'],
    ['//elsewhere.example/check', 'a protocol-relative address'],
    ['{app}//elsewhere.example/check', 'the same behind {app}'],
    ['PUT /api/x', 'another method'],
    ['', 'nothing'],
  ])('refuses the param %j (%s)', (param) => {
    expect(() => parseRemoteParam(param)).toThrow(/remote/);
  });

  it('puts the field in the query (GET) or a JSON body (POST)', () => {
    expect(remoteRequest('/api/v1/check', 'Email', 'a+b@c.be')).toEqual({
      method: 'GET',
      url: '/api/v1/check?Email=a%2Bb%40c.be',
    });
    expect(remoteRequest('/api/v1/check?form=cv', 'Code', 'x y').url).toBe(
      '/api/v1/check?form=cv&Code=x%20y',
    );
    expect(remoteRequest('POST /api/v1/check', 'Code', 'x')).toEqual({
      method: 'POST',
      url: '/api/v1/check',
      body: '{"Code":"x"}',
    });
  });

  it.each([
    [true, null],
    ['true', null],
    [false, { key: 'Validation.Remote' }],
    ['false', { key: 'Validation.Remote' }],
    [null, { key: 'Validation.Remote' }],
    [{ ok: 1 }, { key: 'Validation.Remote' }],
    ['CmsForms.EmailTaken', { key: 'CmsForms.EmailTaken' }],
  ])('reads the answer %j', (answer, message) => {
    expect(readRemoteAnswer(answer)).toEqual(message);
  });

  it('is skipped by the synchronous check (the server checks the same thing itself)', () => {
    expect(run('remote', '/api/v1/check', 'anything')).toBeNull();
  });
});
