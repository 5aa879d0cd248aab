#include "utilisation.h"

#include "estimatetext.h"

#include "builtinfile.h"
#include "jsonparse.h"
#include "jsonreader.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace gp {

namespace {

using estimatetext::num;

// "fitted to 1 published run", "fitted to 4 published runs".
QString fittedToRuns(int runs)
{
    return runs == 1 ? QCoreApplication::translate("Utilisation", "fitted to 1 published run")
                     : QCoreApplication::translate("Utilisation", "fitted to %1 published runs").arg(runs);
}

// Ids of published runs or architecture names: an array of non-empty strings.
QStringList stringArray(ObjectReader& r, const char* key, Need need)
{
    QStringList out;
    const nlohmann::json* a = r.array(key, need);
    if (!a)
        return out;
    for (qsizetype i = 0; i < qsizetype(a->size()); ++i) {
        const nlohmann::json& v = (*a)[size_t(i)];
        if (!v.is_string() || v.get<std::string>().empty()) {
            r.error(r.pathOf(key) + u'[' + QString::number(i) + u']', u"expected a non-empty string"_s);
            continue;
        }
        out << QString::fromStdString(v.get<std::string>());
    }
    if (need == Need::Required && a->empty())
        r.error(r.pathOf(key), u"expected at least one entry"_s);
    return out;
}

bool isSixteenBit(Precision p)
{
    return p == Precision::BF16 || p == Precision::FP16;
}

} // namespace

const UtilisationTable& UtilisationTable::builtin()
{
    static const UtilisationTable table =
        loadBuiltinFile<UtilisationTable>(u":/models/utilisation.json"_s, u"utilisation.json"_s);
    return table;
}

namespace {
const UtilisationTable* g_testTable = nullptr;
}

const UtilisationTable& UtilisationTable::current()
{
    return g_testTable ? *g_testTable : builtin();
}

void UtilisationTable::useForTests(const UtilisationTable* table)
{
    g_testTable = table;
}

UtilisationTable UtilisationTable::fromFileData(const QByteArray& data, const QString& file,
                                                IssueList& issues)
{
    UtilisationTable t;
    const auto json = parseJsonObjectInto(data, file, issues);
    if (!json)
        return t;
    const qsizetype before = issues.size();
    UtilisationTable read;
    ObjectReader top(*json, u"$"_s, file, issues);
    const auto format = top.string("format", Need::Required);
    if (format && *format != u"gpu-planner-utilisation"_s)
        top.error(top.pathOf("format"), u"expected \"gpu-planner-utilisation\""_s);
    top.integer("version", Need::Required, 1, 1);
    if (const nlohmann::json* sources = top.member("sources"); sources && sources->is_object()) {
        for (auto it = sources->begin(); it != sources->end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            ObjectReader one(it.value(), top.pathOf("sources") + u'.' + key, file, issues);
            const QString title = one.string("title", Need::Required).value_or(QString());
            one.string("url", Need::Required);
            one.date("as_of", Need::Required);
            read.m_sources.append({key, title});
        }
    } else {
        top.missing("sources", u"an object of sources by key"_s);
    }
    const auto knownSource = [&](ObjectReader& r, const QString& key) {
        const bool known = std::any_of(read.m_sources.cbegin(), read.m_sources.cend(),
                                       [&](const auto& s) { return s.first == key; });
        if (!key.isEmpty() && !known)
            r.error(r.pathOf("source"), u"unknown source \"%1\""_s.arg(key));
    };
    if (const nlohmann::json* d = top.member("default"); d && d->is_object()) {
        ObjectReader r(*d, top, "default");
        read.m_default = r.number("utilisation", Need::Required, 0, 1, true).value_or(read.m_default);
        r.string("note", Need::Required);
    } else {
        top.missing("default", u"an object with utilisation and note"_s);
    }
    if (const nlohmann::json* rows = top.array("dense", Need::Required)) {
        for (qsizetype i = 0; i < qsizetype(rows->size()); ++i) {
            ObjectReader r((*rows)[size_t(i)], top, "dense", i);
            DenseRow row;
            row.id = r.string("id", Need::Required).value_or(QString());
            row.architectures = stringArray(r, "architectures", Need::Required);
            for (const QString& key : stringArray(r, "precisions", Need::Required)) {
                if (const auto p = precisionFromKey(key))
                    row.precisions << *p;
                else
                    r.error(r.pathOf("precisions"), u"unknown precision \"%1\""_s.arg(key));
            }
            row.utilisation = r.number("utilisation", Need::Required, 0, 1, true).value_or(0);
            row.fittedTo = stringArray(r, "fitted_to", Need::Required);
            row.source = r.string("source", Need::Required).value_or(QString());
            knownSource(r, row.source);
            if (const nlohmann::json* stacks = r.array("other_stacks", Need::Optional)) {
                for (qsizetype j = 0; j < qsizetype(stacks->size()); ++j) {
                    ObjectReader one((*stacks)[size_t(j)], r, "other_stacks", j);
                    DenseRow::OtherStack st;
                    st.stack = one.string("stack", Need::Required).value_or(QString());
                    st.gainMin = one.number("gain_over_16bit_min", Need::Required, 0, 4, true).value_or(1);
                    st.gainMax = one.number("gain_over_16bit_max", Need::Required, 0, 4, true).value_or(1);
                    if (st.gainMax < st.gainMin)
                        one.error(one.pathOf("gain_over_16bit_max"),
                                  u"expected at least gain_over_16bit_min (%1)"_s.arg(st.gainMin));
                    st.measured = one.string("measured", Need::Required).value_or(QString());
                    st.source = one.string("source", Need::Required).value_or(QString());
                    knownSource(one, st.source);
                    row.otherStacks << st;
                }
            }
            for (const DenseRow& other : std::as_const(read.m_dense)) {
                if (other.id == row.id)
                    r.error(r.pathOf("id"), u"duplicate row id \"%1\""_s.arg(row.id));
                for (const QString& a : row.architectures)
                    for (Precision p : row.precisions)
                        if (other.architectures.contains(a) && other.precisions.contains(p))
                            r.error(r.pathOf("precisions"),
                                    u"%1 %2 is already in row \"%3\""_s.arg(a, precisionKey(p), other.id));
            }
            read.m_dense << row;
        }
    }
    if (const nlohmann::json* m = top.member("mixture_of_experts"); m && m->is_object()) {
        ObjectReader r(*m, top, "mixture_of_experts");
        read.m_moeAt1B = r.number("utilisation_16bit_at_1b_active", Need::Required, 0, 1).value_or(0);
        read.m_moePerDecade = r.number("per_decade_of_active", Need::Required, 0, 1).value_or(0);
        read.m_moeFloor = r.number("floor", Need::Required, 0, 1, true).value_or(read.m_moeFloor);
        read.m_moeFittedTo = stringArray(r, "fitted_to", Need::Required);
        read.m_moeSource = r.string("source", Need::Required).value_or(QString());
        knownSource(r, read.m_moeSource);
    } else {
        top.missing("mixture_of_experts", u"an object with the mixture-of-experts rule"_s);
    }
    if (const nlohmann::json* m = top.member("serving"); m && m->is_object()) {
        ObjectReader r(*m, top, "serving");
        ServingRule& s = read.m_serving;
        s.bandwidthShare = r.number("bandwidth_share", Need::Required, 0, 1, true).value_or(s.bandwidthShare);
        s.decodeUtilisationShare = r.number("decode_utilisation_share", Need::Required, 0, 4, true)
                                       .value_or(s.decodeUtilisationShare);
        s.prefillUtilisationShare = r.number("prefill_utilisation_share", Need::Required, 0, 4, true)
                                        .value_or(s.prefillUtilisationShare);
        s.maxBatchPerGpu =
            r.integer("max_batch_per_gpu", Need::Required, 1, 1'000'000).value_or(s.maxBatchPerGpu);
        s.exchangeLatencyUs =
            r.number("tp_exchange_latency_us", Need::Required, 0, 1e6).value_or(s.exchangeLatencyUs);
        s.linkShare = r.number("tp_link_share", Need::Required, 0, 1, true).value_or(s.linkShare);
        s.fittedTo = r.string("fitted_to", Need::Required).value_or(QString());
        s.source = r.string("source", Need::Required).value_or(QString());
        knownSource(r, s.source);
        s.sourceTitle = read.sourceTitle(s.source);
        if (const nlohmann::json* rows = r.array("stacks", Need::Optional)) {
            for (qsizetype i = 0; i < qsizetype(rows->size()); ++i) {
                ObjectReader one((*rows)[size_t(i)], r, "stacks", i);
                ServingRule::Stack st;
                st.id = one.string("id", Need::Required).value_or(QString());
                st.architectures = stringArray(one, "architectures", Need::Required);
                st.share = one.number("share", Need::Required, 0, 4, true).value_or(1);
                st.fittedTo = one.string("fitted_to", Need::Required).value_or(QString());
                const QString source = one.string("source", Need::Required).value_or(QString());
                knownSource(one, source);
                st.sourceTitle = read.sourceTitle(source);
                for (const ServingRule::Stack& other : std::as_const(s.stacks))
                    for (const QString& a : st.architectures)
                        if (other.architectures.contains(a))
                            one.error(one.pathOf("architectures"),
                                      u"%1 is already in stack \"%2\""_s.arg(a, other.id));
                s.stacks << st;
            }
        }
    } else {
        top.missing("serving", u"an object with the serving stack's rule"_s);
    }
    if (issues.size() == before)
        t = std::move(read);
    return t;
}

const UtilisationTable::DenseRow* UtilisationTable::denseRow(const Gpu& gpu, Precision precision) const
{
    for (const DenseRow& row : m_dense) {
        if (row.architectures.contains(gpu.architecture) && row.precisions.contains(precision))
            return &row;
    }
    return nullptr;
}

QString UtilisationTable::sourceTitle(const QString& key) const
{
    for (const auto& [k, title] : m_sources) {
        if (k == key)
            return title;
    }
    return key;
}

Utilisation UtilisationTable::lookup(const Gpu& gpu, Precision precision, const UtilisationJob& job,
                                     bool useMeasured) const
{
    Utilisation u;
    const DenseRow* dense = denseRow(gpu, precision);
    const auto fitted = [&](const QString& id, int runs, const QString& source) {
        return QCoreApplication::translate("Utilisation", "utilisation %1 before communication (%2: %3, %4)")
            .arg(num(u.value, 3), id, fittedToRuns(runs), sourceTitle(source));
    };
    if (job.isMixtureOfExperts() && m_moePerDecade > 0) {
        // A 16-bit-equivalent figure from the active parameters, at most what a dense model reaches.
        const DenseRow* dense16 = denseRow(gpu, Precision::BF16);
        const double ceiling16 = dense16 ? dense16->utilisation : m_default;
        double u16 = m_moeAt1B + m_moePerDecade * std::log10(job.activeParams / 1e9);
        u16 = std::clamp(u16, m_moeFloor, ceiling16);
        // Below 16 bits the small expert matrices gain little from the faster format: the same achieved
        // throughput, so a smaller share of the higher peak.
        double share = 1;
        const auto peak = gpu.throughputTflops(precision, useMeasured);
        const auto peak16 = gpu.throughputTflops(Precision::BF16, useMeasured);
        if (!isSixteenBit(precision) && peak && peak16 && *peak > *peak16)
            share = *peak16 / *peak;
        u.value = u16 * share;
        if (dense)
            u.value = std::min(u.value, dense->utilisation);
        u.source = u"moe"_s;
        u.reason = QCoreApplication::translate(
                       "Utilisation",
                       "utilisation %1 before communication (moe: a mixture of experts with %2 B active "
                       "parameters reaches %3 of 16-bit peak, %4, %5)")
                       .arg(num(u.value, 3), num(job.activeParams / 1e9, 1), num(u16, 3),
                            fittedToRuns(int(m_moeFittedTo.size())), sourceTitle(m_moeSource));
        return u;
    }
    if (dense) {
        u.value = dense->utilisation;
        u.source = dense->id;
        u.reason = fitted(dense->id, int(dense->fittedTo.size()), dense->source);
        for (const DenseRow::OtherStack& st : dense->otherStacks)
            u.trainingCaveats
                << QCoreApplication::translate(
                       "Utilisation",
                       "%1 gains depend on the training stack: %2 rests mainly on %3; %4 measured "
                       "%5–%6× its own 16-bit rate (%7, %8), so for that stack take the 16-bit "
                       "estimate times that")
                       .arg(precisionLabel(precision), dense->id, sourceTitle(dense->source), st.stack,
                            num(st.gainMin, 2), num(st.gainMax, 2), st.measured, sourceTitle(st.source));
        return u;
    }
    u.value = m_default;
    u.source = u"default"_s;
    u.reason = QCoreApplication::translate("Utilisation",
                                           "utilisation %1 before communication (default: no published %2 "
                                           "run on %3 is fitted; typical of well-tuned large training runs)")
                   .arg(num(u.value, 2), precisionLabel(precision),
                        gpu.architecture.isEmpty() ? gpu.model : gpu.architecture);
    return u;
}

} // namespace gp
