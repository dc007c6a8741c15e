import { isValidIBAN } from 'ibantools';
function mod97(s){let r=0;for(const ch of s){const v=ch>='A'?String(ch.charCodeAt(0)-55):ch;for(const d of v) r=(r*10+Number(d))%97;}return r;}
function iban(cc,bban){const chk=98-mod97(bban+cc+'00');return cc+String(chk).padStart(2,'0')+bban;}
const found={};
const tryAll=(cc,make,n=3)=>{const out=[];for(let i=0;i<100000&&out.length<n;i++){const i2=iban(cc,make(i));if(isValidIBAN(i2))out.push(i2);}console.log(cc,out.join(' '));};
tryAll('PT',i=>'00350651'+String(4000000+i*7919).padStart(11,'0')+String(i%100).padStart(2,'0'));
tryAll('PL',i=>'1090'+String(1014+i%10000).padStart(4,'0')+String(7000000000000000n+BigInt(i)*104729n).padStart(16,'0'));
tryAll('BE',i=>String(539007547000+i*13).padStart(12,'0'));
tryAll('ES',i=>'20803015'+String(i%100).padStart(2,'0')+String(3000456789+i*31).padStart(10,'0'));
tryAll('FR',i=>'30006000011234567890'+String(i%100).padStart(3,'0'));
