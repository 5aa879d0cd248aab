#include "offerfilter.h"

#include "offerchoice.h"
#include "regions.h"

#include <QRegularExpression>
#include <QStringTokenizer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace gp {

bool OfferFilter::isEmpty() const
{
    return providers.isEmpty() && gpuQuery.isEmpty() && !minGpus && !minGpuMemoryGb && region.isEmpty() &&
           countries.isEmpty() && continents.isEmpty() && !maxOnDemandHourly && !minOnDemandHourly &&
           gpuIds.isEmpty() && !nvlinkOnly && !rdmaOnly && !spotOnly && text.isEmpty();
}

namespace {
bool fieldsMatch(const OfferFilter& f, const OfferRow& row);
} // namespace

bool OfferFilter::matches(const OfferRow& row) const
{
    if (!fieldsMatch(*this, row))
        return false;
    if (text.isEmpty())
        return true;
    const InstanceType& inst = *row.instance;
    // Tokenized in place: no allocation per row.
    for (const QStringView w : QStringTokenizer(text, u' ', Qt::SkipEmptyParts)) {
        const bool inId = w.contains(u'/') ? inst.id().contains(w, Qt::CaseInsensitive)
                                           : inst.name.contains(w, Qt::CaseInsensitive) ||
                                                 inst.provider.contains(w, Qt::CaseInsensitive);
        if (!inId && !row.gpu->model.contains(w, Qt::CaseInsensitive) &&
            !row.region().contains(w, Qt::CaseInsensitive) && !inst.family.contains(w, Qt::CaseInsensitive) &&
            !row.gpu->vendor.contains(w, Qt::CaseInsensitive)) {
            const RegionPlace* place = RegionDirectory::builtin().find(inst.provider, row.region());
            if (!place || !RegionDirectory::placeMatches(*place, RegionDirectory::queryWords(w)))
                return false;
        }
    }
    return true;
}

bool OfferFilter::matches(const OfferRow& row, QStringView rowSearchText, const QStringList& words) const
{
    if (!fieldsMatch(*this, row))
        return false;
    for (const QString& w : words) {
        if (rowSearchText.contains(w))
            continue;
        // The last line holds the place's words, each between spaces.
        const QStringList place = RegionDirectory::queryWords(w);
        if (place.isEmpty() || !std::all_of(place.cbegin(), place.cend(), [&](const QString& p) {
                return rowSearchText.contains(QString(u' ' + p + u' '));
            }))
            return false;
    }
    return true;
}

bool OfferFilter::narrows(const OfferFilter& before) const
{
    OfferFilter sameText = before;
    sameText.text = text;
    if (!(sameText == *this))
        return false;
    const QStringList words = lowerCaseWords();
    for (const QString& old : before.lowerCaseWords()) {
        if (std::none_of(words.cbegin(), words.cend(), [&](const QString& w) { return w.contains(old); }))
            return false;
    }
    return true;
}

QStringList OfferFilter::lowerCaseWords() const
{
    return text.toLower().split(u' ', Qt::SkipEmptyParts);
}

QString OfferFilter::searchText(const OfferRow& row)
{
    // One field per line: a word (which has no line break) never matches across two fields.
    const InstanceType& inst = *row.instance;
    QString place;
    if (const RegionPlace* p = RegionDirectory::builtin().find(inst.provider, row.region()))
        place = u"\n "_s + p->words.join(u' ') + u' ';
    return (inst.id() + u'\n' + row.gpu->model + u'\n' + row.region() + u'\n' + inst.family + u'\n' +
            row.gpu->vendor + place)
        .toLower();
}

namespace {
bool fieldsMatch(const OfferFilter& f, const OfferRow& row)
{
    const InstanceType& inst = *row.instance;
    if (!f.providers.isEmpty() && !f.providers.contains(inst.provider, Qt::CaseInsensitive))
        return false;
    if (!f.gpuQuery.isEmpty() && !gpuMatchesQuery(*row.gpu, f.gpuQuery))
        return false;
    if (f.minGpus && inst.gpuCount < *f.minGpus)
        return false;
    if (f.minGpuMemoryGb && row.gpuMemoryGbPerGpu() < *f.minGpuMemoryGb)
        return false;
    if (!f.region.isEmpty() && !regionMatches(row.region(), f.region))
        return false;
    if (!f.countries.isEmpty() || !f.continents.isEmpty()) {
        const RegionPlace* place = RegionDirectory::builtin().find(inst.provider, row.region());
        if (!place || (!f.countries.isEmpty() && !f.countries.contains(place->country)) ||
            (!f.continents.isEmpty() && !f.continents.contains(place->continent)))
            return false;
    }
    if (!f.gpuIds.isEmpty() && !f.gpuIds.contains(inst.gpuId))
        return false;
    if (f.nvlinkOnly && inst.interconnect != GpuInterconnect::NVLink &&
        inst.interconnect != GpuInterconnect::NVSwitch)
        return false;
    if (f.rdmaOnly && (inst.rdma == RdmaKind::None || inst.rdma == RdmaKind::Unknown))
        return false;
    if (f.spotOnly && (!row.offer || !row.offer->spot))
        return false;
    if (f.maxOnDemandHourly || f.minOnDemandHourly) {
        if (!row.offer || !row.offer->onDemandHourly)
            return false;
        const QString cur =
            f.maxOnDemandHourly ? f.maxOnDemandHourly->currency() : f.minOnDemandHourly->currency();
        std::optional<Money> p = row.offer->onDemandHourly->amount;
        if (p->currency() != cur)
            p = f.priceFx ? f.priceFx->convert(*p, cur) : std::nullopt;
        if (!p || (f.maxOnDemandHourly && p->micros() > f.maxOnDemandHourly->micros()) ||
            (f.minOnDemandHourly && p->micros() < f.minOnDemandHourly->micros()))
            return false;
    }
    return true;
}
} // namespace

std::optional<Money> parsePriceArgument(const QString& text, QString* error)
{
    static const QRegularExpression re(u"^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([A-Za-z]{3})?\\s*$"_s);
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch()) {
        if (error)
            *error =
                u"\"%1\" is not a price; expected a number with an optional currency, e.g. 10 or 70CNY"_s.arg(
                    text);
        return std::nullopt;
    }
    const QString cur = m.captured(2).isEmpty() ? u"USD"_s : m.captured(2).toUpper();
    if (!currency::isKnown(cur)) {
        if (error)
            *error = u"unknown currency \"%1\"; expected an ISO 4217 code such as USD or CNY"_s.arg(cur);
        return std::nullopt;
    }
    auto money = Money::parse(m.captured(1), cur);
    if (!money && error)
        *error = u"\"%1\" is out of range"_s.arg(text);
    return money;
}

} // namespace gp
