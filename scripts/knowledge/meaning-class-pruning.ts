/**
 * The hand review of the dictionaries' candidates (generate-meaning-classes.ts prints them with
 * `--candidates LANG`): for each language and class, the words kept, lemmas only (the runtime
 * reads inflections). A candidate not listed was removed as a wrong sense (pay: "atender" from
 * "pay attention"; penalty: "bonito" from "fine"; account: "cuento"), a run-together artefact
 * ("tenercuidado") or a rare compound; a listed word no dictionary gave is an everyday word the
 * small dictionaries lack ("reembolso", "Mautgebühr"), added by hand. The generator counts both.
 * English is the anchors themselves, less the ones too common in other senses.
 */
import { de, id, it, nl, pl, tr } from './meaning-class-pruning-more';

export type Review = Record<string, string>;

const en: Review = {
  pay: 'pay, payment, remit, deposit, transfer',
  verify: 'verify, confirm, validate, authenticate, update, verification, confirmation',
  click: 'click, tap',
  fee: 'fee, charge, surcharge, postage',
  penalty: 'penalty, fine, fined',
  money: 'money, cash, amount',
  code: 'code, passcode',
  password: 'password, login, credentials',
  card: 'card, credit card',
  link: 'link, website, web site, hyperlink',
  account: 'account',
  bank: 'bank, banking',
  phone: 'phone, telephone, mobile, cellphone, number',
  parcel: 'parcel, package, shipment, consignment',
  deliver: 'deliver, delivery, courier, redeliver, redelivery',
  toll: 'toll, motorway, highway, tollgate, turnpike',
  tax: 'tax, taxes, customs, revenue, irs, hmrc',
  refund: 'refund, reimburse, reimbursement, repay, cashback',
  blocked:
    'block, blocked, suspend, suspended, suspension, lock, locked, freeze, deactivate, disable, restrict, restricted, cancel',
  urgent: 'urgent, urgently, immediately, expire, expired, deadline, hurry, promptly, asap',
  prize: 'prize, reward, gift, bonus, lottery, jackpot, voucher, giveaway',
  win: 'win, winner, won',
  job: 'job, salary, vacancy, employment, recruit, wage, commission, part-time, hiring, recruiter',
  investment: 'invest, investment, profit, trading, dividend, shares, stock exchange, returns',
  loan: 'loan, lend, borrow, credit, mortgage',
  police:
    'police, policeman, court, arrest, warrant, lawyer, judge, jail, prison, bail, prosecutor, lawsuit',
  family:
    'mother, mom, mum, father, dad, son, daughter, grandmother, grandfather, grandson, granddaughter, brother, sister, parents, aunt, uncle, grandma, grandpa',
  appointment: 'appointment, consultation, reminder, check-up',
  pharmacy: 'pharmacy, prescription, chemist, medicine, medication',
};

const es: Review = {
  pay: 'pagar, pago, abonar, depositar, saldar, transferencia, transferir, costear',
  verify: 'confirmar, verificar, verificación, validar, actualizar, comprobar, confirmación',
  click: 'pulsar, pinchar, clic, clicar, presionar, apretar',
  fee: 'tasa, tarifa, cargo, gastos, coste, costo, costar, franqueo, recargo',
  penalty: 'multa, multar, sanción, penalización',
  money: 'dinero, importe, cantidad, suma, efectivo, saldo',
  code: 'código, clave',
  password: 'contraseña, clave de acceso, credenciales',
  card: 'tarjeta',
  link: 'enlace, vínculo, sitio web, página web',
  account: 'cuenta',
  bank: 'banco, bancario, banca',
  phone: 'teléfono, móvil, número, celular',
  parcel: 'paquete, envío, pedido, encomienda',
  deliver: 'entrega, entregar, repartidor, mensajero, reparto',
  toll: 'peaje, autopista, autovía, telepeaje',
  tax: 'impuesto, aduana, aduanero, hacienda, tributo, tributario',
  refund: 'reembolso, reembolsar, devolución, devolver',
  blocked:
    'bloquear, bloqueo, bloqueado, suspender, suspendido, suspensión, desactivar, restringir, cancelar, anular, limitar',
  urgent:
    'urgente, urgentemente, inmediatamente, enseguida, ahora mismo, en el acto, caducar, expirar, vencer, vencimiento, plazo',
  prize: 'premio, recompensa, regalo, bono, lotería, sorteo, obsequio, cupón, bonificación',
  win: 'ganar, ganador',
  job: 'trabajo, trabajar, empleo, salario, sueldo, vacante, comisión, tarea, reclutar, contratar',
  investment:
    'invertir, inversión, beneficio, ganancia, rentabilidad, dividendo, bolsa, acciones, criptomoneda, rendimiento, provecho',
  loan: 'préstamo, prestar, crédito, hipoteca, financiación',
  police:
    'policía, guardia civil, comisaría, juzgado, tribunal, juez, abogado, arresto, arrestar, detener, detención, prisión, cárcel, fianza, orden judicial, denuncia',
  family:
    'madre, mamá, padre, papá, hijo, hija, abuela, abuelo, nieto, nieta, hermano, hermana, tía, tío, padres',
  appointment: 'cita, consulta, recordatorio',
  pharmacy: 'farmacia, receta, medicamento, medicina, farmacéutico, botica',
};

const pt: Review = {
  pay: 'pagar, pagamento, depositar, depósito, liquidar, transferência, transferir, quitar, custear',
  verify:
    'confirmar, verificar, verificação, validar, atualizar, atualização, autenticar, confirmação',
  click: 'clicar, clique, pressionar',
  fee: 'taxa, tarifa, custo, custar, cobrança, porte, encargo, despesa, gastos',
  penalty: 'multa, penalidade, coima',
  money: 'dinheiro, quantia, valor, montante, saldo, soma',
  code: 'código',
  password: 'senha, palavra-passe, credenciais',
  card: 'cartão',
  link: 'ligação, hiperligação, site, página',
  account: 'conta',
  bank: 'banco, bancário',
  phone: 'telefone, telemóvel, celular, número, telefone celular',
  parcel: 'encomenda, pacote, envio, remessa',
  deliver: 'entrega, entregar, estafeta, entregador',
  toll: 'portagem, pedágio, autoestrada, auto-estrada, rodovia',
  tax: 'imposto, alfândega, aduana, finanças, tributário, receita federal',
  refund: 'reembolso, reembolsar, devolução, restituição, restituir, estorno',
  blocked:
    'bloquear, bloqueio, bloqueado, suspender, suspensão, suspenso, desativar, desabilitar, restringir, congelar, cancelar, anular, travar',
  urgent:
    'urgente, imediatamente, prazo, prazo final, expirar, vencer, vencimento, sem demora, prontamente',
  prize:
    'prémio, prêmio, recompensa, presente, brinde, bónus, bônus, bonificação, sorteio, loteria, lotaria, vale, cupão',
  win: 'ganhar, vencedor, ganhador, contemplado',
  job: 'trabalho, trabalhar, emprego, salário, vaga, comissão, recrutar, tarefa, renda extra',
  investment:
    'investir, investimento, lucro, rendimento, dividendo, bolsa, bolsa de valores, retorno, criptomoeda',
  loan: 'empréstimo, emprestar, crédito, financiamento',
  police:
    'polícia, policial, tribunal, juiz, advogado, prender, prisão, detido, fiança, mandado, processo',
  family: 'mãe, mamãe, pai, papai, filho, filha, avó, avô, neto, neta, irmão, irmã, tia, tio, pais',
  appointment: 'consulta, marcação, agendamento, lembrete',
  pharmacy: 'farmácia, receita, medicamento, remédio, farmacêutico',
};

const fr: Review = {
  pay: 'payer, paiement, règlement, régler, versement, verser, virement, déposer, acquitter',
  verify:
    'vérifier, vérification, confirmer, confirmation, valider, validation, mettre à jour, mise à jour, authentifier',
  click: 'cliquer, clic, appuyer',
  fee: 'frais, tarif, coût, coûter, supplément',
  penalty: 'amende, pénalité, majoration, contravention, procès-verbal',
  money: 'argent, montant, somme, espèces, solde',
  code: 'code',
  password: 'mot de passe, identifiant, identifiants',
  card: 'carte',
  link: 'lien, site, site web',
  account: 'compte',
  bank: 'banque, bancaire',
  phone: 'téléphone, mobile, numéro, portable',
  parcel: 'colis, paquet, envoi, commande',
  deliver: 'livraison, livrer, livreur, expédier, expédition, coursier',
  toll: 'péage, autoroute, télépéage',
  tax: 'impôt, taxe, douane, douanier, fisc, fiscal, trésor public',
  refund: 'remboursement, rembourser, restitution',
  blocked:
    'bloquer, blocage, bloqué, suspendre, suspension, suspendu, désactiver, restreindre, geler, annuler',
  urgent:
    'urgent, urgence, immédiatement, tout de suite, sans délai, expirer, expiré, délai, échéance',
  prize: 'cadeau, récompense, lot, loterie, prime, bon d’achat, tirage au sort',
  win: 'gagner, gagnant, remporter',
  job: 'emploi, travail, travailler, salaire, recruter, recrutement, mission, tâche, commission, rémunération',
  investment: 'investir, investissement, bénéfice, profit, rendement, dividende, bourse, placement',
  loan: 'prêt, prêter, emprunt, emprunter, crédit, hypothèque',
  police:
    'police, policier, gendarmerie, gendarme, tribunal, juge, avocat, arrestation, prison, caution, plainte, convocation, procès',
  family:
    'mère, maman, père, papa, fils, fille, grand-mère, grand-père, mamie, papi, petit-fils, petite-fille, frère, sœur, tante, oncle, parents',
  appointment: 'rendez-vous, consultation, rappel',
  pharmacy: 'pharmacie, ordonnance, médicament, pharmacien, remède',
};

export const REVIEWED: Record<string, Review> = { en, es, pt, fr, de, it, nl, pl, tr, id };
