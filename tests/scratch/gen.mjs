import { isValidIBAN } from 'ibantools';
function mod97(s){let r=0;for(const ch of s){const v=ch>='A'?String(ch.charCodeAt(0)-55):ch;for(const d of v) r=(r*10+Number(d))%97;}return r;}
function iban(cc,bban){const chk=98-mod97(bban+cc+'00');const s=cc+String(chk).padStart(2,'0')+bban;return s;}
const rnd=(n,seed)=>{let x=seed;let o='';for(let i=0;i<n;i++){x=(x*1103515245+12345)%2147483648;o+=String(x%10);}return o;};
const bbans={ES:'2100'+'0418'+'45'+rnd(10,1),DE:'37040044'+rnd(10,2),FR:'20041010050500013M02606',IT:'X0542811101000000123456',NL:'ABNA'+rnd(10,3),PL:rnd(24,4),TR:'00061'+'0'+rnd(16,5),PT:'0002'+'0123'+rnd(11,6)+'54',GB:'NWBK'+'601613'+rnd(8,7),BE:rnd(12,8),ID:''};
for (const [cc,b] of Object.entries(bbans)) { if(!b) continue; for(let k=0;k<3;k++){ const bb = k? b.slice(0,-3)+rnd(3,k*7+cc.charCodeAt(0)) : b; const i=iban(cc,bb); console.log('IBAN',cc,i,isValidIBAN(i)); } }
function luhnDigit(s){let sum=0,dbl=true;for(let i=s.length-1;i>=0;i--){let d=+s[i];if(dbl){d*=2;if(d>9)d-=9;}sum+=d;dbl=!dbl;}return (10-sum%10)%10;}
for (const p of ['453201','549123','401288','371449','601100','453978','522222','424242']) { const len = p.startsWith('37')?15:16; for(let k=0;k<2;k++){const body=p+rnd(len-7,p.length*13+k+Number(p.slice(0,3))); console.log('CARD',body+luhnDigit(body));}}
const L='TRWAGMYFPDXBNJZSQVHLCKE';
for (let k=0;k<4;k++){const n=rnd(8,100+k);console.log('DNI',n+L[Number(n)%23]);}
for (let k=0;k<3;k++){const p='XYZ'[k];const n=rnd(7,200+k);console.log('NIE',p+n+L[Number(String(k)+n)%23]);}
for (let k=0;k<3;k++){const base=(k%2?'2':'1')+'8'+String(5+k)+'0'+String(3+k)+'75'+rnd(6,300+k);const key=97-Number(BigInt(base)%97n);console.log('INSEE',base+String(key).padStart(2,'0'));}
function steuer(d10){let p=10;for(const c of d10){const s=(+c+p)%10||10;p=(s*2)%11;}return d10+String((11-p)%10);}
for (let k=0;k<3;k++) console.log('STEUER', steuer('4'+rnd(9,400+k)));
function pesel(d10){const w=[1,3,7,9,1,3,7,9,1,3];let s=0;for(let i=0;i<10;i++)s+=w[i]*+d10[i];return d10+((10-s%10)%10);}
for (let k=0;k<3;k++) console.log('PESEL', pesel('8'+String(k+1)+'0'+String(k+3)+'1'+'5'+rnd(4,500+k)));
function tc(d9){const d=[...d9].map(Number);const o=d[0]+d[2]+d[4]+d[6]+d[8],e=d[1]+d[3]+d[5]+d[7];const t=((o*7-e)%10+10)%10;const s=d.reduce((a,b)=>a+b,0)+t;return d9+t+(s%10);}
for (let k=0;k<3;k++) console.log('TCKN', tc('3'+rnd(8,600+k)));
function cpf(d9){const d=[...d9].map(Number);const c=(n,arr)=>{let s=0;for(let i=0;i<n;i++)s+=arr[i]*(n+1-i);return (s*10%11)%10;};const a=c(9,d);const b=c(10,[...d,a]);return d9+a+b;}
for (let k=0;k<3;k++){const c=cpf(rnd(9,700+k));console.log('CPF',c.slice(0,3)+'.'+c.slice(3,6)+'.'+c.slice(6,9)+'-'+c.slice(9));}
function nifpt(d8){const w=[9,8,7,6,5,4,3,2];let s=0;for(let i=0;i<8;i++)s+=w[i]*+d8[i];const r=s%11;return d8+(r<2?0:11-r);}
for (let k=0;k<3;k++) console.log('NIFPT', nifpt('2'+rnd(7,800+k)));
function bsn(){for(let k=0;;k++){const d=rnd(9,900+k);const w=[9,8,7,6,5,4,3,2];let s=0;for(let i=0;i<8;i++)s+=w[i]*+d[i];if((s-+d[8])%11===0&&d[0]!=='0')return d;}}
console.log('BSN', bsn());
