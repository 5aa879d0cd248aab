#include "clicontext.h"

#include "regions.h"

#include <QRegularExpression>

#include "modelpresets.h"

#include "catalogcache.h"
#include "command.h"

#include "catalog.h"
#include "catalogoutput.h"
#include "chartdata.h"
#include "comparison.h"
#include "costengine.h"
#include "costjson.h"
#include "fixedpoint.h"
#include "i18n.h"
#include "importedcatalogstore.h"
#include "importer.h"
#include "jsonparse.h"
#include "measurement.h"
#include "offerchoice.h"
#include "offerfilter.h"
#include "planio.h"
#include "planservice.h"
#include "recommender.h"
#include "scenariojson.h"
#include "texttable.h"
#include "trainingestimate.h"

#include <QFileInfo>

#include <cmath>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace gp::cli {

int reportUsage(QTextStream& err, const QString& message)
{
    err << kProgram << ": " << message << '\n'
        << kProgram << CliContext::tr(": run '") << kProgram << CliContext::tr(" --help' for usage\n");
    err.flush();
    return BadInput;
}

int CliContext::printError(const Error& error, int exitCode)
{
    m_err << kProgram << ": " << error.toString() << '\n';
    m_err.flush();
    return exitCode;
}

std::optional<PlanCost> CliContext::completeCost(const Plan& plan, const QString& file)
{
    PlanCost cost = plan.cost();
    if (cost.isComplete())
        return cost;
    reportIssues(inFile(cost.problems, file));
    return std::nullopt;
}

int CliContext::usage(const QString& message)
{
    return reportUsage(m_err, message);
}

int Command::execute(const QStringList& args)
{
    try {
        return run(args);
    } catch (const UsageError& e) {
        return usage(e.message);
    } catch (const BadInputError&) {
        m_out.flush();
        return BadInput;
    }
}

OptionRange CliContext::rangeOf(const QString& name)
{
    const auto it = optionRanges().constFind(name);
    // A numeric option without a range is a defect of the option table, not bad input.
    if (it == optionRanges().cend())
        throw std::logic_error("option --" + name.toStdString() + " has no range in optionRanges()");
    return *it;
}

double CliContext::numberOption(const QString& name)
{
    const OptionRange range = rangeOf(name);
    const double min = range.min;
    const double max = range.max;
    bool ok = false;
    const QString text = m_parser.value(name);
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < min || v > max)
        throw UsageError{
            tr("--%1 expects a number from %2 to %3, got \"%4\"").arg(name).arg(min).arg(max).arg(text)};
    return v;
}

Catalog CliContext::loadCatalog()
{
    CatalogLoadOptions options;
    options.builtin = !m_parser.isSet(u"no-builtin"_s);
    options.userFolder = !m_parser.isSet(u"no-user-catalog"_s);
    options.extraPaths = m_parser.values(u"catalog"_s);
    if (!m_parser.isSet(u"no-cache"_s))
        options.cacheFolder = CatalogCache::defaultFolder();
    IssueList issues;
    Catalog catalog = Catalog::load(options, issues);
    reportIssues(issues);
    return catalog;
}

void CliContext::reportIssues(const IssueList& issues)
{
    for (const Issue& i : issues) {
        m_err << kProgram << ": " << i.toString() << '\n';
        if (i.severity == Issue::Severity::Error) {
            // The built-in catalog that cannot be read (out of memory) is this program's failure, not the
            // user's input.
            if (i.error.file == Catalog::builtinResourcePath())
                m_hadFailure = true;
            else
                m_hadInputErrors = true;
        }
    }
    m_err.flush();
}

void CliContext::writeUtf8(const std::string& text)
{
    m_out.flush();
    if (QIODevice* device = m_out.device())
        device->write(text.data(), qint64(text.size()));
    else
        m_out << QString::fromStdString(text);
}

int CliContext::finish()
{
    m_out.flush();
    return m_hadFailure ? Failure : m_hadInputErrors ? BadInput : Success;
}

void CliContext::printJson(const json& j)
{
    m_out << QString::fromStdString(j.dump(2)) << '\n';
}

void CliContext::printCsv(const QStringList& keys, const std::vector<json>& rows)
{
    TextTable t;
    t.headers = keys;
    for (const json& r : rows) {
        QStringList cells;
        for (const QString& k : keys) {
            const auto it = r.find(k.toStdString());
            cells << (it == r.end() ? QString() : jsonScalarToText(*it));
        }
        t.rows << cells;
    }
    t.printCsv(m_out);
}

QStringList CliContext::allKeys(const json& row)
{
    QStringList keys;
    for (auto it = row.begin(); it != row.end(); ++it)
        keys << QString::fromStdString(it.key());
    return keys;
}

QStringList CliContext::scalarKeys(const json& row)
{
    QStringList keys;
    for (auto it = row.begin(); it != row.end(); ++it) {
        if (!it->is_object() && !it->is_array())
            keys << QString::fromStdString(it.key());
    }
    return keys;
}

QString CliContext::num(const std::optional<double>& v, int decimals)
{
    return v ? formatDecimal(*v, decimals) : QString();
}

QString CliContext::pricingName(PricingModel m)
{
    return i18n::current() == u"en"_s ? pricingModelKey(m) : pricingModelLabel(m);
}

QString CliContext::priceText(const std::optional<Money>& m)
{
    return m ? formatAmount(*m, AmountKind::Rate) : u"-"_s;
}

const InstanceType* CliContext::findInstance(const Catalog& catalog, const QString& id)
{
    if (!id.contains(u'/'))
        throw UsageError{
            tr("\"%1\" is not an instance id; ids look like provider/name, e.g. aws/p5.48xlarge").arg(id)};
    const InstanceType* inst = catalog.instance(id);
    if (!inst) {
        QStringList near;
        const QString name = id.section(u'/', 1);
        for (const InstanceType& i : catalog.instances()) {
            if (i.name.contains(name.left(4), Qt::CaseInsensitive) && near.size() < 5)
                near << i.id();
        }
        throw UsageError{tr("no instance \"%1\" in the catalog%2")
                             .arg(id, near.isEmpty() ? QString() : tr("; similar: ") + near.join(u", "_s))};
    }
    return inst;
}

const OfferRow* CliContext::rowOf(const Catalog& catalog, const Offer* offer)
{
    for (const OfferRow& r : catalog.rows()) {
        if (r.offer == offer)
            return &r;
    }
    Q_ASSERT(false);
    return nullptr;
}

int CliContext::integerOption(const QString& name)
{
    const OptionRange range = rangeOf(name);
    const int min = int(range.min);
    const int max = int(range.max);
    bool ok = false;
    const QString text = m_parser.value(name);
    const int v = text.toInt(&ok);
    if (!ok || v < min || v > max)
        throw UsageError{tr("--%1 expects a whole number from %2 to %3, got \"%4\"")
                             .arg(name)
                             .arg(min)
                             .arg(max)
                             .arg(text)};
    return v;
}

std::int64_t CliContext::decimalOption(const QString& name, int decimals, std::int64_t min, std::int64_t max,
                                       const QString& unit)
{
    const QString text = m_parser.value(name);
    const auto v = fixed::parse(text, decimals);
    if (!v || *v < min || *v > max) {
        throw UsageError{tr("--%1 expects %2 from %3 to %4 with at most %5 decimal places, got \"%6\"")
                             .arg(name, unit, fixed::toString(min, decimals), fixed::toString(max, decimals))
                             .arg(decimals)
                             .arg(text)};
    }
    return *v;
}

ExchangeRates CliContext::exchangeRatesFromOptions()
{
    IssueList issues;
    ExchangeRates fx = ExchangeRates::withUserRates(issues);
    reportIssues(issues);
    for (const QString& o : m_parser.values(u"fx"_s)) {
        const auto r = fx.applyOverride(o, QDate::currentDate());
        if (!r)
            throw UsageError{r.error().message};
    }
    return fx;
}

Precision CliContext::precisionOption(Precision fallback)
{
    if (!m_parser.isSet(u"precision"_s))
        return fallback;
    static const QStringList allowed{u"fp64"_s, u"fp64_tensor"_s, u"fp32"_s, u"tf32"_s,
                                     u"bf16"_s, u"fp16"_s,        u"fp8"_s,  u"fp4"_s};
    const QString v = m_parser.value(u"precision"_s).toLower();
    const auto p = precisionFromKey(v);
    if (!p || !allowed.contains(v))
        throw UsageError{
            tr("--precision: unknown precision \"%1\"; expected %2").arg(v, allowed.join(u", "_s))};
    return *p;
}

PricingModel CliContext::pricingOption(PricingModel fallback)
{
    if (!m_parser.isSet(u"pricing"_s))
        return fallback;
    const QString v = m_parser.value(u"pricing"_s).toLower();
    const auto m = pricingModelFromKey(v);
    if (!m)
        throw UsageError{tr("--pricing: unknown pricing model \"%1\"; expected %2")
                             .arg(v, pricingModelKeys().join(u", "_s))};
    return *m;
}

QString CliContext::currencyOption(const ExchangeRates& fx, const QString& fallback)
{
    if (!m_parser.isSet(u"currency"_s))
        return fallback;
    const QString currency = m_parser.value(u"currency"_s).toUpper();
    if (!fx.has(currency)) {
        throw UsageError{tr("--currency: no exchange rate for \"%1\"; known: %2 (add one with --fx %1=RATE)")
                             .arg(currency, fx.currencies().join(u", "_s))};
    }
    return currency;
}

QString CliContext::counted(qsizetype n, const char* one, const char* many)
{
    return n == 1 ? tr(one) : tr(many).arg(n);
}

void CliContext::printWrapped(const QString& line)
{
    const QStringList parts = wrap(line, 94);
    for (int i = 0; i < parts.size(); ++i)
        m_out << (i == 0 ? "  " : "    ") << parts[i] << '\n';
}

double CliContext::countOption(const QString& name)
{
    const QString text = m_parser.value(name);
    const auto v = parseCount(text);
    if (!v)
        throw UsageError{
            tr("--%1 expects a number above 0 such as 7e9, 70B or 2T, got \"%2\"").arg(name, text)};
    return *v;
}

std::optional<double> CliContext::mfuOption()
{
    if (!m_parser.isSet(u"mfu"_s))
        return std::nullopt;
    const double v = numberOption(u"mfu"_s);
    if (v <= 0)
        throw UsageError{tr("--mfu expects a utilisation above 0 and at most 1, got \"%1\"")
                             .arg(m_parser.value(u"mfu"_s))};
    return v;
}

QStringList CliContext::listOption(const QString& name)
{
    QStringList out;
    for (const QString& v : m_parser.values(name)) {
        for (const QString& part : v.split(u',', Qt::SkipEmptyParts))
            out << part.trimmed();
    }
    return out;
}

QStringList CliContext::countryOption()
{
    static const QRegularExpression code(u"^[A-Za-z]{2}$"_s);
    QStringList out;
    for (const QString& v : listOption(u"country"_s)) {
        if (!code.match(v).hasMatch())
            throw UsageError{
                tr("--country: \"%1\" is not an ISO 3166-1 code; expected two letters such as DE or US")
                    .arg(v)};
        out << v.toUpper();
    }
    return out;
}

QStringList CliContext::continentOption()
{
    QStringList out;
    for (const QString& v : listOption(u"continent"_s)) {
        const auto key = RegionDirectory::continentKey(v);
        if (!key)
            throw UsageError{tr("--continent: \"%1\" is not a continent; expected one of %2")
                                 .arg(v, RegionDirectory::continentKeys().join(u", "_s))};
        out << *key;
    }
    return out;
}

std::optional<Plan> CliContext::loadPlanFile(const QString& path)
{
    IssueList issues;
    std::optional<Plan> plan = planio::load(path, issues);
    reportIssues(issues);
    return plan;
}

void CliContext::readModelOptions(Scenario& s)
{
    if (m_parser.isSet(u"model"_s)) {
        const QString name = m_parser.value(u"model"_s);
        const ModelArchitecture* preset = ModelPresets::builtin().find(name);
        if (!preset)
            throw UsageError{tr("--model: unknown model \"%1\"; `gpu-planner-cli models` lists them: %2")
                                 .arg(name, ModelPresets::builtin().ids().join(u", "_s))};
        s.model = preset->id;
    }
    if (m_parser.isSet(u"active-params"_s))
        s.activeParams = countOption(u"active-params"_s);
    const auto dimension = [&](const QString& name, std::optional<int>& into) {
        if (m_parser.isSet(name))
            into = integerOption(name);
    };
    dimension(u"layers"_s, s.layers);
    dimension(u"hidden"_s, s.hidden);
    dimension(u"kv-heads"_s, s.kvHeads);
    dimension(u"head-dim"_s, s.headDim);
    if (m_parser.isSet(u"kv-precision"_s)) {
        const QString text = m_parser.value(u"kv-precision"_s);
        const auto p = precisionFromKey(text);
        if (!p ||
            (*p != Precision::FP16 && *p != Precision::BF16 && *p != Precision::FP8 && *p != Precision::INT8))
            throw UsageError{tr("--kv-precision: expected fp16, bf16, fp8 or int8, got \"%1\"").arg(text)};
        s.kvPrecision = *p;
    }
    if (m_parser.isSet(u"finetune"_s)) {
        const auto m = finetuneFromKey(m_parser.value(u"finetune"_s));
        if (!m)
            throw UsageError{tr("--finetune: expected %1, got \"%2\"")
                                 .arg(finetuneKeys().join(u", "_s), m_parser.value(u"finetune"_s))};
        s.finetune = *m;
    }
    if (m_parser.isSet(u"lora-rank"_s))
        s.loraRank = integerOption(u"lora-rank"_s);
    if (m_parser.isSet(u"min-efficiency"_s))
        s.minEfficiency = numberOption(u"min-efficiency"_s);
    if (m_parser.isSet(u"seq-len"_s))
        s.seqLen = integerOption(u"seq-len"_s);
    if (m_parser.isSet(u"global-batch"_s)) {
        s.globalBatchTokens = countOption(u"global-batch"_s);
        if (*s.globalBatchTokens > 1e12)
            throw UsageError{tr("--global-batch: at most 1T tokens per step")};
    }
    const auto parallel = [&](const QString& name, std::optional<int>& into) {
        if (m_parser.isSet(name))
            into = integerOption(name);
    };
    parallel(u"tp"_s, s.layout.tp);
    parallel(u"pp"_s, s.layout.pp);
    parallel(u"cp"_s, s.layout.cp);
    parallel(u"ep"_s, s.layout.ep);
    if (m_parser.isSet(u"zero"_s))
        s.layout.zero = integerOption(u"zero"_s);
}

} // namespace gp::cli
